import { Stack } from '@mantine/core';
import { isNutritionist } from '../../shared/auth';
import { useCurrentUser } from '../app/session';
import { PageHeader } from '../components/PageHeader';
import { CataloguesPanel } from './CataloguesPanel';
import { FoodDatabasesPanel } from './FoodDatabasesPanel';
import classes from './settings.module.css';

/** /manage-data: food databases (admins only) and the catalogues (everyone). */
export default function ManageDataPage() {
  const user = useCurrentUser();
  return (
    <div className={classes.page}>
      <PageHeader title="Manage Data" />
      <Stack gap="lg" maw={1100}>
        {!isNutritionist(user) && <FoodDatabasesPanel />}
        <CataloguesPanel />
      </Stack>
    </div>
  );
}
