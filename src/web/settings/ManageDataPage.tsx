import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';
import { PageHeader } from '../components/PageHeader';
import { SettingsSection } from '../components/SettingsSection';
import { CataloguesPanel } from './CataloguesPanel';
import { FoodDatabasesPanel } from './FoodDatabasesPanel';
import classes from './settings.module.css';

/** /manage-data: food databases (admins only), the dishes and the catalogues (everyone). */
export default function ManageDataPage() {
  const user = useCurrentUser();
  return (
    <div className={classes.page}>
      <PageHeader title="Manage Data" />
      <Stack gap="lg" maw={1100}>
        {!isNutritionist(user) && <FoodDatabasesPanel />}
        <SettingsSection
          title="Dishes"
          description="The starter library of Indian dishes and the practice's own: ingredients, yield, household measures and their computed nutrition."
        >
          <div>
            <Button component={Link} to="/manage-data/dishes" variant="outline">
              Open dishes
            </Button>
          </div>
        </SettingsSection>
        <CataloguesPanel />
      </Stack>
    </div>
  );
}
