import { expect, test, type Page } from '@playwright/test';
import { signIn, apiData } from './support/session.js';

/**
 * Geofencing end to end against the built server with fresh demo data: an Admin draws a polygon
 * on the Map tab where no location lies and saves it (it shows in the Data grid and is stored);
 * a polygon drawn around a location of its center is refused with the spec's message.
 */

interface Location {
  name: string;
  distributionCenterId: number;
  distributionCenterName: string;
}
interface Geofence {
  id: number;
  name: string;
  polygon: string;
  distributionCenterId: number | null;
}
type Box = { x: number; y: number; width: number; height: number };
type Point = { x: number; y: number };

const listOf = <T>(data: unknown): T[] =>
  Array.isArray(data) ? (data as T[]) : ((Object.values(data as object).find(Array.isArray) ?? []) as T[]);

const inside = (p: Point, b: Box, margin = 4) =>
  p.x >= b.x - margin &&
  p.x <= b.x + b.width + margin &&
  p.y >= b.y - margin &&
  p.y <= b.y + b.height + margin;

async function openMap(page: Page) {
  await page.goto('/data-management/geofencing');
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(page.locator('[data-testid="map"] .rota-pin').first()).toBeVisible();
  // The map fits all it draws once the geofences and locations are in.
  await page.waitForTimeout(500);
}

async function pinBoxes(page: Page): Promise<{ title: string; box: Box }[]> {
  return page.locator('[data-testid="map"] .rota-pin').evaluateAll((pins) =>
    pins.map((pin) => {
      const r = pin.getBoundingClientRect();
      return {
        title: pin.getAttribute('title') ?? '',
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
      };
    }),
  );
}

/** Turns on drawing, clicks the corners and finishes; the Add form opens with the polygon. */
async function draw(page: Page, corners: Point[]) {
  await page.getByRole('button', { name: 'Draw' }).click();
  for (const corner of corners) await page.mouse.click(corner.x, corner.y);
  await expect(page.getByText(`(${corners.length} so far)`)).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Geofence' });
  await expect(dialog).toBeVisible();
  const polygon = await dialog.locator('[data-field="polygon"] textarea').inputValue();
  expect(polygon.split(';')).toHaveLength(corners.length);
  expect(polygon).toMatch(/^(-?\d+\.\d{6},-?\d+\.\d{6};?)+$/);
  return dialog;
}

test("more than 4 points are refused with 'You must enter 3 or 4 dots!'", async ({ page }) => {
  await signIn(page);
  await openMap(page);
  const map = (await page.locator('[data-testid="map"]').boundingBox()) as Box;
  await page.getByRole('button', { name: 'Draw' }).click();
  // Two points cannot be finished; five can, and are refused.
  await page.mouse.click(map.x + 30, map.y + map.height - 30);
  await page.mouse.click(map.x + 110, map.y + map.height - 30);
  await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled();
  for (const [dx, dy] of [
    [110, 90],
    [70, 110],
    [30, 90],
  ] as const)
    await page.mouse.click(map.x + dx, map.y + map.height - dy);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('You must enter 3 or 4 dots!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an Admin draws a geofence where no location lies and saves it', async ({ page }) => {
  await signIn(page);
  const [first] = listOf<Location>(await apiData(page, 'locations'));
  expect(first).toBeDefined();
  await openMap(page);
  const map = (await page.locator('[data-testid="map"]').boundingBox()) as Box;
  const pins = await pinBoxes(page);
  // The map fits everything inside a 130 px padding: the bottom-left corner is empty.
  const corners = [
    { x: map.x + 30, y: map.y + map.height - 110 },
    { x: map.x + 110, y: map.y + map.height - 110 },
    { x: map.x + 110, y: map.y + map.height - 30 },
    { x: map.x + 30, y: map.y + map.height - 30 },
  ];
  expect(pins.filter((pin) => corners.some((c) => inside(c, pin.box)))).toEqual([]);
  const dialog = await draw(page, corners);
  const name = `Quiet corner ${Date.now()}`;
  await dialog.locator('[data-field="name"] input').fill(name);
  await dialog
    .locator('[data-field="distributionCenterId"] select')
    .selectOption({ label: first!.distributionCenterName });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Geofencing is added')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Data' }).click();
  await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();
  const stored = listOf<Geofence>(await apiData(page, 'geofences')).find((g) => g.name === name);
  expect(stored?.polygon.split(';')).toHaveLength(4);
  expect(stored?.distributionCenterId).toBe(first!.distributionCenterId);

  // The row's Map button opens the Map tab on it.
  await page.getByRole('button', { name: `Show ${name} on the map` }).click();
  await expect(page.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Show all' })).toBeVisible();
});

test('a polygon around a location of its center is refused and nothing is stored', async ({ page }) => {
  await signIn(page);
  const locations = listOf<Location>(await apiData(page, 'locations'));
  await openMap(page);
  const map = (await page.locator('[data-testid="map"]').boundingBox()) as Box;
  // While drawing, clicks pass through the location dots to the map: a square around one dot.
  const pins = await pinBoxes(page);
  const d = 14;
  const chosen = pins
    .map((pin) => ({
      c: { x: pin.box.x + pin.box.width / 2, y: pin.box.y + pin.box.height / 2 },
      location: locations.find((l) => l.name === pin.title),
    }))
    .find(
      ({ c, location }) =>
        location &&
        inside(c, { x: map.x + 60, y: map.y + 80, width: map.width - 120, height: map.height - 140 }, 0),
    );
  expect(chosen).toBeDefined();
  const { c, location } = chosen!;
  const dialog = await draw(page, [
    { x: c.x - d, y: c.y - d },
    { x: c.x + d, y: c.y - d },
    { x: c.x + d, y: c.y + d },
    { x: c.x - d, y: c.y + d },
  ]);
  const name = `Around ${location!.name} ${Date.now()}`;
  await dialog.locator('[data-field="name"] input').fill(name);
  await dialog.locator('[data-field="distributionCenterId"] select').selectOption({
    label: location!.distributionCenterName,
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('There is a location in the geofence area you draw.')).toBeVisible();
  await expect(dialog).toBeVisible();
  const stored = listOf<Geofence>(await apiData(page, 'geofences'));
  expect(stored.some((g) => g.name === name)).toBe(false);
});
