import { Stack } from '@mantine/core';
import { Suspense } from 'react';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';
import { PageHeader } from '../components/PageHeader';
import { BillingSettingsSection } from '../invoices';
import { BackupSection } from './BackupSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import { CalendarSettingsSection } from './CalendarSettingsSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ExportDataSection } from './ExportDataSection';
import { HingSection } from './HingSection';
import { LogoDisclaimerSection } from './LogoDisclaimerSection';
import { PlanCreditsSection } from './PlanCreditsSection';
import { PracticeSection } from './PracticeSection';
import { SyncDataSection } from './SyncDataSection';
import classes from './settings.module.css';

/** /settings: Practice, Logo & Disclaimer and Export Data for admins, Change Password and Sync Data for all. */
export default function SettingsPage() {
  const user = useCurrentUser();
  const isAdmin = !isNutritionist(user);
  return (
    <div className={classes.page}>
      <PageHeader title="Settings" />
      <Stack gap="lg" maw={960}>
        {isAdmin && <PracticeSection />}
        {isAdmin && (
          <Suspense fallback={null}>
            <BillingSettingsSection />
          </Suspense>
        )}
        {isAdmin && <LogoDisclaimerSection />}
        {isAdmin && <HingSection />}
        {isAdmin && <PlanCreditsSection />}
        {isAdmin && <CalendarSettingsSection />}
        {user.nutritionist_id !== null && <CalendarFeedSection />}
        <ChangePasswordSection />
        {isAdmin && <ExportDataSection />}
        <SyncDataSection isAdmin={isAdmin} />
        {isAdmin && <BackupSection />}
      </Stack>
    </div>
  );
}
