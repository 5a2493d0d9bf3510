import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBellRinging,
  IconBuildingStore,
  IconCalendar,
  IconClipboardList,
  IconDatabase,
  IconFileInvoice,
  IconLayoutDashboard,
  IconSalad,
  IconSettings,
  IconStethoscope,
  IconUsers,
} from '@tabler/icons-react';
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/Loading';
import { RequireUser } from './guards';
import { isActive, navItemsFor } from './nav';
import { useSessionUser } from './session';
import { TopBar } from './TopBar';

const ICONS: Record<string, typeof IconUsers> = {
  Today: IconLayoutDashboard,
  Calendar: IconCalendar,
  Reminders: IconBellRinging,
  'Client Profiles': IconUsers,
  Nutritionists: IconStethoscope,
  Packages: IconBuildingStore,
  Invoices: IconFileInvoice,
  'Nutrition Plans': IconSalad,
  'Manage Data': IconDatabase,
  Settings: IconSettings,
};

export default function AuthenticatedLayout() {
  return (
    <RequireUser>
      {/* Modals and notifications load with the signed-in area, keeping the login route small. */}
      <ModalsProvider>
        {/* Bottom left, narrow: over the sidebar's empty foot, not over the planner's buttons
            (Compact view, Plan Details, Add a Day sit top right). At most three at once. */}
        <Notifications position="bottom-left" containerWidth={300} limit={3} />
        <Shell />
      </ModalsProvider>
    </RequireUser>
  );
}

function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data: user } = useSessionUser();
  const { pathname } = useLocation();
  const items = navItemsFor(user?.type === 'DIETICIAN');

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: 36 }}
      padding="md"
    >
      {/* The first Tab of every page: past the top bar and the sidebar to the page itself. */}
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
          <TopBar />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        {items.map((item) => {
          const Icon = ICONS[item.label] ?? IconClipboardList;
          const active = isActive(item, pathname);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={close}
              variant="light"
            />
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer px="md">
        <Group h="100%" justify="center">
          <Text size="xs" c="dimmed">
            NutriDesk · nutrition practice management
          </Text>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
