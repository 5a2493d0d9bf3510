import { Stack, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';
import { SecurityTab } from '../auth';
import { BookingSettingsSection } from '../booking';
import { PageHeader } from '../components/PageHeader';
import { BillingSettingsSection } from '../invoices';
import { NutritionRulesTab } from '../nutrition-rules';
import { BackupSection } from './BackupSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import { CalendarSettingsSection } from './CalendarSettingsSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ExportDataSection } from './ExportDataSection';
import { HingSection } from './HingSection';
import { LogoDisclaimerSection } from './LogoDisclaimerSection';
import { MealTimesSection } from './MealTimesSection';
import { OwnPracticeSection } from './OwnPracticeSection';
import { PlanCreditsSection } from './PlanCreditsSection';
import { PracticeSection } from './PracticeSection';
import { SyncDataSection } from './SyncDataSection';
import classes from './settings.module.css';

/**
 * /settings: Practice, Logo & Disclaimer and Export Data for admins, Change Password and Sync Data for all;
 * /settings?tab=security: passkeys, the authenticator app, sessions and sign-ins (auth/, issue 51);
 * /settings?tab=nutrition-rules: every nutrition rule with its source, and the admin's choices (issue 52).
 */
export default function SettingsPage() {
  const user = useCurrentUser();
  const isAdmin = !isNutritionist(user);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'security' || asked === 'nutrition-rules' ? asked : 'general';
  return (
    <div className={classes.page}>
      <PageHeader title="Settings" />
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'general' ? { tab: next } : {}, { replace: true })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="general">General</Tabs.Tab>
          <Tabs.Tab value="security">Security</Tabs.Tab>
          <Tabs.Tab value="nutrition-rules">Nutrition rules</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
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
            {isAdmin && <OwnPracticeSection />}
            {isAdmin && <CalendarSettingsSection />}
            {isAdmin && <MealTimesSection />}
            {isAdmin && (
              <Suspense fallback={null}>
                <BookingSettingsSection />
              </Suspense>
            )}
            {user.nutritionist_id !== null && <CalendarFeedSection />}
            <ChangePasswordSection />
            {isAdmin && <ExportDataSection />}
            <SyncDataSection isAdmin={isAdmin} />
            {isAdmin && <BackupSection />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="nutrition-rules">
          {tab === 'nutrition-rules' && (
            <Suspense fallback={null}>
              <NutritionRulesTab />
            </Suspense>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="security">
          {tab === 'security' && (
            <Suspense fallback={null}>
              <SecurityTab />
            </Suspense>
          )}
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
