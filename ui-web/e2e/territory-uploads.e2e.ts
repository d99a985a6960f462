import { expect, test } from '@playwright/test';
import { apiData, signIn, token } from './support/session.js';
import { downloadTemplate, filled, look } from './support/templates.js';

/**
 * Territory Data Upload in the browser against the real server: an Admin downloads the Territory
 * Polygon template, uploads it with one bad polygon (refused, that row shown, nothing stored),
 * then the fixed file (stored); the territory holds the new location inside its polygon. With
 * SCREENSHOTS_DIR set, the page is photographed at 1366x768 in English and Turkish.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an Admin uploads territory polygons: a bad polygon refuses the file, the fixed one is stored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { locationResultList } = await apiData<{ locationResultList: { distributionCenterId: number }[] }>(
    page,
    'locations?pageSize=1',
  );
  const center = locationResultList[0]?.distributionCenterId;
  if (center === undefined) throw new Error('the demo has no location');
  const stamp = Date.now();
  // A new location far from the demo's, so that no other territory holds it.
  const lat = 36 + (stamp % 1000) / 10_000;
  const made = await page.request.post('/api/locations', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: [
      {
        refNo: `E2E-TL-${stamp}`,
        name: `E2E Bölge Konumu ${stamp}`,
        latitude: lat,
        longitude: 33,
        distributionCenterId: center,
      },
    ],
  });
  expect(made.status()).toBe(201);
  const square = `${lat - 0.01},32.99;${lat - 0.01},33.01;${lat + 0.01},33.01;${lat + 0.01},32.99`;
  const name = `E2E Bölge ${stamp}`;

  await page.goto('/territory-planning/territory-data-upload');
  const template = await downloadTemplate(
    page,
    'Download the Territory Polygon template',
    'territory_polygon_template.xlsx',
  );
  const row = { Name: name, 'Distribution Center': center, Polygon: square, Tag: `e2e-${stamp}` };
  const bad = await filled(template, [row, { ...row, Name: `${name} 2`, Polygon: '36,33;36.1,33.1' }]);
  const chooser = page.getByLabel('Choose the .xlsx file for Territory Polygon');
  await chooser.setInputFiles({ name: 'territories.xlsx', mimeType: XLSX, buffer: bad });
  await page.getByRole('button', { name: 'Upload All' }).click();
  const refused = page.getByRole('article', { name: 'Territory Polygon: territories.xlsx' });
  await expect(refused).toHaveClass(/refused/);
  const problem = refused.getByRole('table').getByRole('row').nth(1).getByRole('cell');
  await expect(problem.nth(0)).toHaveText('3');
  await expect(problem.nth(1)).toHaveText('Polygon');
  await expect(problem.nth(3)).toHaveText('Draw a polygon of at least 3 points.');
  await look(page, 'en-territory-upload-refused');
  const tagged = `territory/filtered?tag=e2e-${stamp}`;
  expect(await apiData<unknown[]>(page, tagged)).toEqual([]);

  const fresh = await downloadTemplate(
    page,
    'Download the Territory Polygon template',
    'territory_polygon_template.xlsx',
  );
  const good = await filled(fresh, [row]);
  await chooser.setInputFiles({ name: 'territories-fixed.xlsx', mimeType: XLSX, buffer: good });
  await page.getByRole('button', { name: 'Upload All' }).click();
  const accepted = page.getByRole('article', { name: 'Territory Polygon: territories-fixed.xlsx' });
  await expect(accepted).toHaveClass(/accepted/);
  await expect(accepted).toContainText('1 row stored.');
  await look(page, 'en-territory-upload-accepted');
  const stored = await apiData<{ name: string; locationRefNoList: string[] }[]>(page, tagged);
  expect(stored.map((t) => [t.name, t.locationRefNoList])).toEqual([[name, [`E2E-TL-${stamp}`]]]);
});

test('the Territory Data Upload page and its template in Turkish', async ({ page }) => {
  await signIn(page, { language: 'tr', email: 'dc1@demo.rota' });
  await page.goto('/territory-planning/territory-data-upload');
  await expect(page.locator('.upload-item')).toHaveCount(1);
  await expect(page.locator('body')).not.toContainText(/masterData\.|uploadsUi\.|territory\./);
  await look(page, 'tr-territory-data-upload');
  const template = await downloadTemplate(
    page,
    'Bölge Poligonu şablonunu indir',
    'territory_polygon_template_tr.xlsx',
  );
  const headers: string[] = [];
  template.worksheets[0]?.getRow(1).eachCell((cell) => headers.push(String(cell.value)));
  expect(headers).toEqual(expect.arrayContaining(['Ad', 'Poligon', 'Haftanın Günleri', 'Ayrım Tipi']));
  expect(headers).not.toContain('Dağıtım Merkezi');
});
