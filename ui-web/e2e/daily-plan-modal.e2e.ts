import { expect, test } from '@playwright/test';
import { signIn } from './support/session.js';

/** The job modal's banners, buttons and validation messages (spec 01 section 5), as an Admin. */

test('the job modal checks the reference, center, parameters and vehicle configuration', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Home' }).getByRole('link', { name: 'Daily Plans' }).click();
  await page
    .getByRole('toolbar', { name: 'Daily Plans' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Job' });
  const banner = dialog.getByRole('status');
  await expect(banner).toHaveText('Please select at least 1 order and 1 vehicle!');
  const confirm = dialog.getByRole('button', { name: 'Confirm', exact: true });
  const queue = dialog.getByRole('button', { name: 'Confirm & Queue' });
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(confirm).toBeDisabled();
  await expect(queue).toBeDisabled();
  await expect(next).toBeDisabled();

  // Reference number.
  const reference = dialog.getByLabel('Reference Number');
  await reference.fill('ab');
  await reference.blur();
  await expect(dialog.getByText('Reference number must be at least 3 characters.')).toBeVisible();
  await expect(next).toBeDisabled();
  await reference.fill('x'.repeat(37));
  await expect(dialog.getByText('Reference number must be a maximum of 36 characters.')).toBeVisible();
  await reference.fill('bad#ref');
  await expect(dialog.getByText(/Reference number may contain only/)).toBeVisible();
  await reference.fill(`E2E-VAL ${Date.now()}`);
  await expect(dialog.getByText(/Reference number/)).toHaveCount(0);
  await expect(next).toBeEnabled();
  await expect(confirm).toBeEnabled();
  await expect(queue).toBeDisabled();

  // The Admin must choose a distribution center.
  await confirm.click();
  await expect(dialog.getByText('Please select a distribution center')).toBeVisible();
  const center = dialog.getByLabel('Distribution Center');
  await center.selectOption({ index: 1 });
  await expect(dialog.getByText('Please select a distribution center')).toHaveCount(0);

  // Orders and vehicles.
  await dialog.getByRole('tab', { name: 'Orders' }).click();
  await dialog.getByLabel('Order date').fill('');
  // The order date's calendar closes on Escape; the job dialog stays open.
  await dialog.getByRole('button', { name: 'Open calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Order date' });
  await expect(calendar.locator('.rdp-weekday').first()).toHaveText(/^Mo/);
  await page.screenshot({ path: 'reports/screens/date-field-job-modal-en.png' });
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Order date')).toHaveValue('');
  const orderBoxes = dialog
    .getByRole('region', { name: 'Orders' })
    .getByRole('checkbox', { name: /toggle row selection/i });
  await expect(orderBoxes.first()).toBeVisible();
  await orderBoxes.nth(0).check();
  await orderBoxes.nth(1).check();
  await dialog.getByRole('tab', { name: 'Vehicles' }).click();
  const vehicleBoxes = dialog
    .getByRole('region', { name: 'Vehicles' })
    .getByRole('checkbox', { name: /toggle row selection/i });
  await expect(vehicleBoxes.first()).toBeVisible();
  await vehicleBoxes.nth(0).check();
  await vehicleBoxes.nth(1).check();
  await expect(banner).toHaveText('2 orders , 2 vehicles are selected!');
  await expect(queue).toBeEnabled();

  // Parameters: two columns; vehicle counts within the selection; multi-trip values.
  await dialog.getByRole('tab', { name: 'Parameters' }).click();
  await expect(dialog.getByRole('group', { name: 'Algorithm Parameters' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Operational Parameters' })).toBeVisible();
  const max = dialog.getByLabel('Max Number Of Vehicles');
  await expect(max).toHaveValue('2');
  await max.fill('5');
  await expect(dialog.getByText('Value must be between 0 and 2.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await max.fill('');
  await expect(dialog.getByText('Required field')).toBeVisible();
  await max.fill('2');
  await expect(confirm).toBeEnabled();
  await expect(dialog.getByLabel('Maximum Number Of Trips')).toHaveCount(0);
  await dialog.getByLabel('Multi Trip').check();
  await dialog.getByLabel('Maximum Number Of Trips').fill('0');
  await expect(dialog.getByText('Value must be a whole number of at least 1.')).toBeVisible();
  await dialog.getByLabel('Maximum Number Of Trips').fill('2');
  await expect(confirm).toBeEnabled();

  // Configuration: per vehicle, and custom places.
  await dialog.getByRole('tab', { name: 'Configuration' }).click();
  const shiftEnd = dialog.getByLabel(/^Shift End /).first();
  await shiftEnd.fill('01:00');
  const departure = dialog.getByLabel(/^Departure Location /).first();
  await departure.selectOption('');
  await confirm.click();
  await expect(dialog.getByRole('tab', { name: 'Configuration' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Shift end must be after shift start')).toBeVisible();
  await expect(dialog.getByText('Departure location is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add custom location' }).click();
  await expect(dialog.getByText('Location name is required.')).toBeVisible();
  const existing = await departure.locator('option').nth(1).innerText();
  await dialog.getByLabel('Location name').fill(existing);
  await dialog.getByLabel('Latitude').fill('41.01');
  await dialog.getByLabel('Longitude').fill('28.97');
  await dialog.getByRole('button', { name: 'Add custom location' }).click();
  await expect(dialog.getByText('The location name must be unique.')).toBeVisible();
  await dialog.getByLabel('Location name').fill('Site office');
  await dialog.getByRole('button', { name: 'Add custom location' }).click();
  await departure.selectOption({ label: 'Site office' });
  await expect(dialog.getByText('Departure location is required')).toHaveCount(0);

  // Changing the center clears the selections.
  await dialog.getByRole('tab', { name: 'Job' }).click();
  await center.selectOption({ index: 2 });
  await expect(banner).toHaveText('Please select at least 1 order and 1 vehicle!');
  await expect(queue).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
