export type NavItem = {
  label: string;
  to: string;
  adminOnly?: boolean /** path prefixes that light this entry up */;
  match: string[];
};

/** SPEC §2 sidebar, after the Today dashboard. Client details light up Client Profiles; nutritionist details light up Nutritionists. */
export const NAV_ITEMS: NavItem[] = [
  // The landing page (decision 080); Client Profiles stays one click away, next in the bar.
  { label: 'Today', to: '/dashboard', match: ['/dashboard'] },
  { label: 'Calendar', to: '/calendar', match: ['/calendar'] },
  // Today's WhatsApp reminders (issue 56): a morning task, one click from anywhere.
  { label: 'Reminders', to: '/reminders', match: ['/reminders'] },
  { label: 'Client Profiles', to: '/client-profile', match: ['/client-profile', '/client-details'] },
  {
    label: 'Nutritionists',
    to: '/nutritionists',
    adminOnly: true,
    match: ['/nutritionists', '/dietitian-details'],
  },
  { label: 'Packages', to: '/packages', match: ['/packages', '/workspace'] },
  { label: 'Invoices', to: '/invoices', match: ['/invoices'] },
  { label: 'Nutrition Plans', to: '/nutrition-plans', match: ['/nutrition-plans'] },
  { label: 'Manage Data', to: '/manage-data', match: ['/manage-data'] },
  { label: 'Settings', to: '/settings', match: ['/settings'] },
];

export function navItemsFor(isNutritionist: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !(item.adminOnly && isNutritionist));
}

export function isActive(item: NavItem, pathname: string): boolean {
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
