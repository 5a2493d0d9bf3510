import type { Page } from '@playwright/test';
import { expect, NUTRITIONIST, test } from './fixtures';

/**
 * The app shell (top bar, sidebar, footer) belongs to the web-shell issue; its teal-8 and dimmed
 * text fail colour contrast (reported). These checks cover the planner's own content.
 */

import { addDay, createClientPackage, createPlan, foodId, saveMeal } from './support/plans-arrange';

/**
 * Hand-worked from IFCT 2017 rows (per 100 g; energy kJ ÷ 4.184):
 *   A015 Rice, raw, milled 60 g: 1491/4.184×0.6 = 213.81 kcal, C 46.944, P 4.764, F 0.312, fibre 1.686
 *   B010 Green gram, dal   30 g: 1363/4.184×0.3 =  97.73 kcal, C 15.777, P 7.164, F 0.405, fibre 2.811
 *   Day: 311.54 kcal, C 62.72 g (62.721×4/311.544 = 80.52 %), P 11.92 g (15.31 %), F 0.71 g (2.07 %), fibre 4.49 g.
 *   The grid shows them in whole units (issue 33); the meal editor keeps two decimals.
 *   The egg (M001) is an alternative to the dal: not counted, and a conflict for a Vegetarian plan.
 */
const DAY_TOTAL = ['312 kcal', 'C 63 g (81 %) · P 12 g (15 %)', 'F 1 g (2 %) · Fibre 4 g'];

async function addFood(page: Page, q: string, name: string, qty: string) {
  const search = page.getByTestId('food-search');
  await search.fill(q);
  await page.getByRole('option', { name: new RegExp(`^${name.replace(/[(),]/g, '.')}`) }).click();
  await page.getByLabel(`Quantity of ${name} in g`).fill(qty);
}

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.describe('planner grid', () => {
  let packageId = 0;
  let planId = 0;

  test.beforeAll(async ({ server }) => {
    const api = await server.api(NUTRITIONIST);
    ({ packageId } = await createClientPackage(api, { first_name: 'Meera', last_name: 'Krishnan' }));
    planId = await createPlan(api, packageId, {
      description: 'Meera week 1',
      max_calories: 300,
      food_preferences: 'Vegetarian',
    });
  });

  test('builds a meal by clicking, with live numbers, an alternative, a conflict and exact day totals', async ({
    nutritionistPage: page,
    axe,
  }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    await expect(page.getByTestId('day-head-7')).toBeVisible();
    await page.getByTestId('cell-1-06:00').click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('combobox', { name: 'Meal timing' })).toHaveValue('Custom');
    await modal.getByRole('combobox', { name: 'Meal timing' }).click();
    await page.getByRole('option', { name: 'Breakfast' }).click();
    // An empty meal is refused with the SPEC message.
    await page.getByTestId('meal-save').click();
    await expect(page.getByTestId('meal-error')).toHaveText(
      'No Items in Meal. Please Add a Meal to Continue.',
    );

    await addFood(page, 'rice raw milled', 'Rice, raw, milled', '60');
    await addFood(page, 'green gram dal', 'Green gram, dal', '30');
    // The search marks a food that clashes with the plan's own preference (the client has none).
    await page.getByTestId('food-search').fill('egg poultry whole raw');
    await expect(
      page.getByRole('option', { name: /^Egg, poultry, whole, raw/ }).getByTestId('food-option-conflict'),
    ).toHaveText('conflicts with the food preference');
    await addFood(page, 'egg poultry whole raw', 'Egg, poultry, whole, raw', '50');
    await expect(page.getByTestId('conflict-warning')).toContainText(
      'Egg, poultry, whole, raw conflicts with the food preference (Vegetarian)',
    );
    await page.getByRole('button', { name: 'Make Egg, poultry, whole, raw an alternative' }).click();
    await page.getByRole('menuitem', { name: 'Green gram, dal' }).click();
    await expect(page.getByTestId('meal-totals')).toContainText('Meal: 311.54 kcal');
    await expect(page.getByTestId('item-values').first()).toHaveText(
      '213.81 kcal · C 46.94 g · P 4.76 g · F 0.31 g · Fibre 1.68 g',
    );

    // Measured in the page: from the Save click (capture phase, before React sees it) to the
    // meal card being in the DOM, then to the next frame (painted).
    await page.evaluate(() => {
      const w = window as unknown as {
        clickAt: number;
        shownAt: number;
        paintedAt: number;
        wasTemporary: boolean;
      };
      document.addEventListener(
        'click',
        (e) => {
          if ((e.target as Element).closest('[data-testid="meal-save"]')) w.clickAt = performance.now();
        },
        true,
      );
      new MutationObserver((_, observer) => {
        const card = document.querySelector('[data-testid="meal-card"][data-day="1"]');
        if (card) {
          w.shownAt = performance.now();
          w.wasTemporary = card.getAttribute('aria-busy') === 'true';
          requestAnimationFrame(() => {
            w.paintedAt = performance.now();
          });
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('meal-save').click();
    await expect(page.locator('[data-testid="meal-card"][data-day="1"]')).toBeVisible();
    const figures = await page.evaluate(() => {
      const w = window as unknown as { clickAt: number; shownAt: number; paintedAt: number };
      const t = window as unknown as { wasTemporary: boolean };
      return { dom: w.shownAt - w.clickAt, painted: w.paintedAt - w.clickAt, temporary: t.wasTemporary };
    });
    console.log(
      `saved meal in the DOM ${figures.dom.toFixed(1)} ms and painted ${figures.painted.toFixed(1)} ms after the click`,
    );
    test.info().annotations.push({
      type: 'saved meal shown after click (ms)',
      description: figures.painted.toFixed(1),
    });
    // The card first appears as the temporary one (before the server's answer): that is what makes
    // it fast whatever the network. The time is reported, not asserted (a shared machine's load
    // decides it); the speed target is met in the benchmarks.
    expect(figures.temporary).toBe(true);
    // The temporary card is replaced by the server's answer (no longer busy).
    await expect(page.locator('[data-testid="meal-card"][data-day="1"]')).not.toHaveAttribute(
      'aria-busy',
      'true',
    );

    const totals = page.getByTestId('totals-1');
    for (const line of DAY_TOTAL) await expect(totals).toContainText(line);
    await expect(totals.getByTestId('over-max')).toHaveText(/Over the maximum of 300 kcal/);
    await expect(page.getByTestId('plan-over-max')).toHaveText(
      'Day 1 is over the maximum of 300 kcal a day.',
    );
    await expect(page.getByTestId('plan-conflicts')).toBeVisible();

    // The figures survive a reload (the server's values, not only the browser's).
    await page.reload();
    for (const line of DAY_TOTAL) await expect(page.getByTestId('totals-1')).toContainText(line);
    await axe(page);
  });

  test('copies a meal by keyboard drag, then by mouse drag', async ({ nutritionistPage: page }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    const handle = page.locator('[data-testid="meal-card"][data-day="1"]').getByTestId('meal-drag-handle');
    // dnd-kit moves over the next cell once it has measured the cells: each arrow waits for its
    // announcement, or a quick second arrow is lost under load (CI dropped a copy on Day 2, not 3).
    const over = (day: number) => expect(page.getByText(new RegExp(`^Over Day ${day}\\b`))).toBeAttached();
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await over(2);
    await page.keyboard.press('Space');
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('Add Meal · Day 2');
    await expect(page.getByTestId('meal-item')).toHaveCount(3);
    await page.getByTestId('meal-save').click();
    await expect(page.locator('[data-testid="meal-card"][data-day="2"]')).toBeVisible();
    for (const line of DAY_TOTAL) await expect(page.getByTestId('totals-2')).toContainText(line);

    // Again onto Day 3, at 09:00 (the next test edits that meal).
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await over(2);
    await page.keyboard.press('ArrowRight');
    await over(3);
    await page.keyboard.press('Space');
    await expect(modal).toContainText('Add Meal · Day 3');
    await modal.getByRole('combobox', { name: 'Hour' }).click();
    await page.getByRole('option', { name: '9 AM', exact: true }).click();
    await page.getByTestId('meal-save').click();
    await expect(page.locator('[data-testid="meal-card"][data-day="3"][data-time="09:00"]')).toBeVisible();

    // By mouse onto Day 4 at 09:00: the copy lands in the cell under the pointer, and the grid
    // does not scroll under a pointer resting on a row in view (it dropped rows low, issue 34).
    const target = page.getByTestId('cell-4-09:00');
    await target.scrollIntoViewIfNeeded();
    const scroller = page.getByTestId('planner-grid');
    await handle.hover();
    await page.mouse.down();
    const scrolledBefore = await scroller.evaluate((el) => el.scrollTop);
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + 10, { steps: 8 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await expect(target).toHaveText('Drop to copy here');
    await page.waitForTimeout(300);
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(scrolledBefore);
    await expect(target).toHaveText('Drop to copy here');
    await page.mouse.up();
    await expect(modal).toContainText('Add Meal · Day 4');
    await expect(modal.getByRole('combobox', { name: 'Hour' })).toHaveValue('9 AM');
    await page.getByTestId('meal-save').click();
    await expect(page.locator('[data-testid="meal-card"][data-day="4"][data-time="09:00"]')).toBeVisible();
    for (const line of DAY_TOTAL) await expect(page.getByTestId('totals-4')).toContainText(line);
  });

  test('asks before overwriting an occupied slot', async ({ nutritionistPage: page }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    await page
      .locator('[data-testid="meal-card"][data-day="3"]')
      .getByRole('button', { name: /^Edit meal/ })
      .click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Hour' }).click();
    await page.getByRole('option', { name: '6 AM', exact: true }).click();
    // Day 3 has no 06:00 meal: moving there needs no question. Move it back onto Day 1's slot instead.
    await page.getByTestId('meal-save').click();
    await expect(page.locator('[data-testid="meal-card"][data-day="3"][data-time="06:00"]')).toBeVisible();
    await page.getByTestId('cell-1-09:00').click();
    await addFood(page, 'banana ripe robusta', 'Banana, ripe, robusta', '100');
    await page.getByRole('dialog').getByRole('combobox', { name: 'Hour' }).click();
    await page.getByRole('option', { name: '6 AM', exact: true }).click();
    await page.getByTestId('meal-save').click();
    await expect(
      page.getByText(
        'A meal is already created with same day and time. If you press OK, the previous meal will be overwritten by this. Would you like to proceed?',
      ),
    ).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    // Declining keeps the editor open with the meal as it was.
    await expect(page.getByTestId('meal-save')).toBeVisible();
    await page
      .getByRole('dialog', { name: /Add Meal/ })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('copies a day into an empty day and deletes a day', async ({ nutritionistPage: page, axe }) => {
    await page.goto(`/workspace/${packageId}/${planId}`);
    await page.getByRole('button', { name: 'Copy an earlier day into Day 5' }).click();
    await page.getByRole('menuitem', { name: 'Day 1' }).click();
    await expect(page.locator('[data-testid="meal-card"][data-day="5"]')).toHaveCount(1);
    for (const line of DAY_TOTAL) await expect(page.getByTestId('totals-5')).toContainText(line);
    // A day with meals offers no copy into it.
    await expect(page.getByRole('button', { name: 'Copy an earlier day into Day 5' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Day 5' }).click();
    await expect(
      page.getByText('Are you sure, you want to delete this Day from the Nutrition Plan?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('day-head-7')).toHaveCount(0);
    await expect(page.locator('[data-testid="meal-card"][data-day="5"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add a Day' }).click();
    await expect(page.getByTestId('day-head-7')).toBeVisible();
    await axe(page);
  });

  test('screenshots: a full week, an empty plan, 375 px', async ({ nutritionistPage: page, server }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(`/workspace/${packageId}/${planId}`);
    await expect(page.getByTestId('totals-1')).toContainText('312 kcal');
    // The side column is drawn just after the grid (PlannerPage draws it in a transition), once
    // it is near the screen.
    await page.getByTestId('planner-side').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('print-mode')).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/planner-week.png', fullPage: true });
    const api = await server.api(NUTRITIONIST);
    const empty = await createPlan(api, packageId, { description: 'Empty plan' });
    await page.goto(`/workspace/${packageId}/${empty}`);
    await expect(page.getByTestId('day-head-1')).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/planner-empty.png' });
    await page.setViewportSize({ width: 375, height: 640 });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`/workspace/${packageId}/${planId}`);
    await expect(page.getByTestId('totals-1')).toBeAttached();
    // On a phone the side column, below the day, is drawn and asks its data when scrolled to
    // (decision 285): the first screen is the day only.
    await expect(page.getByText('Loading plan tools...')).toBeAttached();
    await expect(page.getByTestId('print-mode')).toHaveCount(0);
    expect(asked).not.toContain('/api/v1/package/plan-link');
    await page.getByTestId('planner-side').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('print-mode')).toBeVisible();
    await expect.poll(() => asked.includes('/api/v1/package/plan-link')).toBe(true);
    await page.screenshot({ path: '.tmp/screens/planner-375.png', fullPage: true });
    // Keyboard navigation finds it too: the first key pressed draws it.
    await page.reload();
    await expect(page.getByTestId('totals-1')).toBeAttached();
    await expect(page.getByTestId('print-mode')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('print-mode')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 0));
    // A phone shows one day at a time (issue 16): switch to Day 2.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByTestId('cell-2-09:00').click();
    // Save pinned at the screen's foot at a thumb's size (issue 54 point 6), the meal scrolling under it.
    const save = page.getByTestId('meal-save');
    await expect(save).toBeInViewport();
    const box = (await save.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y + box.height).toBeGreaterThan(640 - 70);
    await page.getByTestId('meal-modal').getByLabel('Meal note').fill('Soaked overnight\n'.repeat(5));
    await expect(save).toBeInViewport();
    await save.click();
    await page.screenshot({ path: '.tmp/screens/planner-375-error.png' });
  });
});

test('the 840-item plan: the first week drawn complete, the rest a scroll away', async ({
  server,
  nutritionistPage: page,
  axe,
}) => {
  test.setTimeout(120_000);
  const api = await server.api(NUTRITIONIST);
  const { packageId } = await createClientPackage(api, { first_name: 'Arjun', last_name: 'Nair' });
  const planId = await createPlan(api, packageId, { description: '28-day performance plan' });
  for (let d = 8; d <= 28; d++) await addDay(api, planId);
  const foods = await Promise.all([
    foodId(api, 'rice raw milled', 'Rice, raw, milled'),
    foodId(api, 'green gram dal', 'Green gram, dal'),
    foodId(api, 'wheat flour atta', 'Wheat flour, atta'),
    foodId(api, 'milk whole cow', 'Milk, whole, Cow'),
    foodId(api, 'banana ripe robusta', 'Banana, ripe, robusta'),
  ]);
  const times: [string, string][] = [
    ['06:00', 'Breakfast'],
    ['09:00', 'Morning Snack'],
    ['12:00', 'Lunch'],
    ['16:00', 'Evening Snack'],
    ['19:00', 'Dinner'],
    ['22:00', 'Bedtime'],
  ];
  for (let day = 1; day <= 28; day++) {
    await Promise.all(
      times.map(([time, timing]) =>
        saveMeal(api, {
          packageId,
          planId,
          day,
          time,
          timing,
          items: foods.map((id, i) => ({ id, qty: 20 + i * 10 })),
        }),
      ),
    );
  }
  const t0 = Date.now();
  const ws = await api.get(`/api/v1/diet/plan/meals?id=${planId}`);
  const wsMs = Date.now() - t0;
  expect((await ws.json()).data.meals).toHaveLength(168);
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  page.on('requestfinished', (req) => {
    const t = req.timing();
    if (req.url().includes('/api/'))
      console.log(`  ${req.url().replace(/^.*\/api/, '/api')} ${(t.responseEnd).toFixed(0)} ms`);
  });
  const cdp = process.env.E2E_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  // Measured in the page from the navigation start (performance.now() = 0): when the grid shows
  // every day column it draws complete, and when the main thread is next free (a task queued after
  // the next frame runs), which is when a click would be handled. A plan longer than a week draws
  // only the day columns in view and one either side (PlannerGrid), so complete means: each drawn
  // day has its 6 meal cards, its 04:00 cell (the standard times have arrived) and its day total,
  // and the drawn columns reach the grid's right edge (read only once the rest holds).
  await page.addInitScript(() => {
    const w = window as unknown as { gridReady?: number; gridIdle?: number; gridDays?: string };
    const check = () => {
      if (w.gridReady) return;
      const scroller = document.querySelector('[data-testid="planner-grid"]');
      const heads = scroller ? [...scroller.querySelectorAll('thead [data-testid^="day-head-"]')] : [];
      if (!scroller || heads.length === 0) return;
      const days = heads.map((h) => (h.getAttribute('data-testid') ?? '').slice('day-head-'.length));
      if (document.querySelectorAll('[data-testid="meal-card"]').length !== days.length * 6) return;
      const complete = days.every(
        (d) =>
          document.querySelector(`[data-testid="cell-${d}-04:00"]`) &&
          document.querySelector(`[data-testid="totals-${d}"]`),
      );
      if (!complete) return;
      const lastRight = heads[heads.length - 1].getBoundingClientRect().right;
      if (days[days.length - 1] !== '28' && lastRight < scroller.getBoundingClientRect().right) return;
      w.gridReady = performance.now();
      w.gridDays = days.join(',');
      requestAnimationFrame(() =>
        setTimeout(() => {
          w.gridIdle = performance.now();
        }, 0),
      );
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
  const started = Date.now();
  await page.goto(`/workspace/${packageId}/${planId}`);
  await expect(page.getByTestId('day-head-1')).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { gridIdle?: number }).gridIdle);
  const inPage = await page.evaluate(() => {
    const w = window as unknown as { gridReady: number; gridIdle: number; gridDays: string };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunks = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .reduce((end, r) => Math.max(end, (r as PerformanceResourceTiming).responseEnd), 0);
    return {
      ready: w.gridReady,
      idle: w.gridIdle,
      days: w.gridDays,
      dcl: nav.domContentLoadedEventEnd,
      scripts: chunks,
    };
  });
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<string, number>();
    const dt = profile.timeDeltas ?? [];
    profile.samples?.forEach((id, i) => {
      const node = profile.nodes.find((n) => n.id === id)!;
      const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    console.log(
      [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, v]) => `${v.toFixed(0)} ms ${k}`)
        .join('\n'),
    );
  }
  const interactive = Math.round(inPage.idle);
  const polled = Date.now() - started;
  // The rest of the plan is a scroll away: scrolled to the end, the last day is drawn (measured
  // from the scroll to its cells being in the DOM and the main thread free again) and answers a click.
  const scrolled = await page.evaluate(async () => {
    const scroller = document.querySelector('[data-testid="planner-grid"]') as HTMLElement;
    const start = performance.now();
    scroller.scrollLeft = scroller.scrollWidth;
    await new Promise<void>((resolve) => {
      const poll = () =>
        document.querySelector('[data-testid="cell-28-04:00"]') ? resolve() : requestAnimationFrame(poll);
      poll();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return Math.round(performance.now() - start);
  });
  await expect(page.locator('[data-testid="meal-card"][data-day="28"]')).toHaveCount(6);
  await expect(page.getByTestId('totals-28')).toContainText('kcal');
  await page.getByTestId('cell-28-04:00').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const opened = Date.now() - started;
  console.log(
    `840-item plan: workspace API ${wsMs} ms; grid (days ${inPage.days} drawn) in the DOM ${inPage.ready.toFixed(0)} ms, interactive ${interactive} ms after navigation start (document ${inPage.dcl.toFixed(0)} ms, last script ${inPage.scripts.toFixed(0)} ms; Playwright polling: ${polled} ms); scrolled to Day 28 and drawn in ${scrolled} ms; first click answered ${opened} ms`,
  );
  test.info().annotations.push({ type: '840-item grid interactive (ms)', description: String(interactive) });
  test
    .info()
    .annotations.push({ type: '840-item grid scrolled to the last day (ms)', description: String(scrolled) });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Columns left out are empty cells hidden from assistive technology; drawn cells say their place.
  await expect(page.getByRole('table')).toHaveAttribute('aria-colcount', '29');
  await expect(page.getByTestId('totals-28')).toHaveAttribute('aria-colindex', '29');
  await axe(page);

  // Keyboard across columns not drawn yet: End and Home move the focus to the row's ends, and a
  // meal picked up with the keyboard is carried past the columns in view onto Day 8's empty cell.
  await page.getByTestId('cell-28-04:00').focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('cell-1-04:00')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByTestId('cell-28-04:00')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('cell-1-04:00')).toBeFocused();
  // A week of 152 px columns is in view, plus one drawn either side: day 10 is not drawn.
  await expect(page.getByTestId('day-head-10')).toHaveCount(0);
  const handle = page
    .locator('[data-testid="meal-card"][data-day="1"][data-time="06:00"]')
    .getByTestId('meal-drag-handle');
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  // Each move is announced (dnd-kit's live region) and may scroll the grid smoothly; the next key
  // waits for both, as a user would.
  const status = page.getByRole('status').filter({ hasText: /Over |Picked up/ });
  const scrollSettled = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const scroller = document.querySelector('[data-testid="planner-grid"]') as HTMLElement;
          let last = -1;
          let still = 0;
          const tick = () => {
            still = scroller.scrollLeft === last ? still + 1 : 0;
            last = scroller.scrollLeft;
            if (still >= 5) resolve();
            else requestAnimationFrame(tick);
          };
          tick();
        }),
    );
  await expect(status).toContainText(/Over Day \d+ 04:00 AM\./);
  const from = Number(/Over Day (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  for (let day = from + 1; day <= 8; day++) {
    await page.keyboard.press('ArrowRight');
    await expect(status).toContainText(`Over Day ${day} 04:00 AM.`);
    await scrollSettled();
  }
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog')).toContainText('Add Meal · Day 8');
  await expect(page.getByTestId('meal-item')).toHaveCount(5);

  // The times are reported above, not asserted: speed targets are met in `npm run lighthouse`
  // (the planner on a 28-day plan) and `npm run bench`, where the machine's load is printed beside them.
});
