import type { Page } from '@playwright/test';

/** The planner's card of the meal at `day` and `time` ('HH:mm'). */
export const mealCard = (page: Page, day: number, time: string) =>
  page.locator(`[data-testid="meal-card"][data-day="${day}"][data-time="${time}"]`);

/** A phone shows one day at a time: the day switcher brings `day` in (nothing to do on a desk). */
export async function showDay(page: Page, width: number, day: number) {
  if (width > 500) return;
  await page.getByRole('combobox', { name: 'Day shown' }).click();
  await page.getByRole('option', { name: new RegExp(`^Day ${day} ·`) }).click();
}
