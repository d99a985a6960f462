import { expect, test, type Page } from '@playwright/test';
import { apiData, signIn, token } from './support/session.js';

interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  body: string;
}
interface PageAction {
  pageId: number;
  actionId: number;
}

/** The latest 6-digit code the demo outbox holds for a phone number (read as the Admin). */
async function codeFor(admin: Page, phone: string, seen: string[] = []): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = await apiData<OutboxMessage[]>(admin, 'dev/outbox?limit=50');
      const found = messages
        .filter((m) => m.channel === 'sms' && m.recipient === phone)
        .map((m) => /\b(\d{6})\b/.exec(m.body)?.[1] ?? '')
        .find((c) => c !== '' && !seen.includes(c));
      code = found ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function status(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`/api/${path}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  return response.status();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Home' });

test('an Admin adds a DC Manager with two-factor, confirms the phone, and a change of rights reaches that user at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin);
  const saved = (
    await apiData<{ pageActionList: PageAction[] }>(admin, 'user-management/role/DC%20Manager/claims')
  ).pageActionList;
  const restore = async () => {
    const response = await admin.request.put('/api/user-management/role/claims', {
      headers: { Authorization: `Bearer ${await token(admin)}` },
      data: { roleName: 'DC Manager', pageActionList: saved },
    });
    expect(response.ok()).toBe(true);
  };

  try {
    const stamp = Date.now().toString().slice(-7);
    const email = `dcm${stamp}@demo.rota`;
    const phone = `+90533${stamp}`;

    await admin.goto('/user-management/users');
    await expect(admin.getByRole('heading', { name: 'Users' })).toBeVisible();
    await admin.getByRole('button', { name: '+ Add' }).click();
    const form = admin.getByRole('dialog', { name: 'Add User' });
    // Every rule of the user form speaks before anything is sent.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Email is required.')).toBeVisible();
    await expect(form.getByText('Password is required.')).toBeVisible();
    await form.locator('[data-field="password"] input').fill('weak');
    await form.locator('[data-field="givenName"] input').fill('Al');
    await expect(form.getByText('Password must be at least 12 characters.')).toBeVisible();
    await expect(form.getByText('First name must be at least 3 characters.')).toBeVisible();
    await expect(form.locator('[data-field="distributionCenterId"]')).toHaveCount(0);

    await form.locator('[data-field="email"] input').fill(email);
    await form.locator('[data-field="password"] input').fill('Strong!pass1');
    await form.locator('[data-field="givenName"] input').fill('Deniz');
    await form.locator('[data-field="surname"] input').fill('Yıldız');
    await form.locator('[data-field="phoneNumber"] input').fill(phone);
    await form.locator('[data-field="twoFactorEnabled"] input').check();
    await form.locator('[data-field="role"] select').selectOption('DC Manager');
    const center = form.locator('[data-field="distributionCenterId"] select');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please select a distribution center')).toBeVisible();
    await expect(center.locator('option')).not.toHaveCount(1);
    await center.selectOption({ index: 1 });
    await admin.screenshot({ path: 'reports/screens/admin-user-form-en.png' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('User successfully added')).toBeVisible();

    // Phone Number Confirmation: a wrong code is refused, the outbox's code confirms.
    const confirm = admin.getByRole('dialog', { name: 'Phone Number Confirmation' });
    await expect(confirm.getByText(`A 6-digit code was sent to ${phone}.`)).toBeVisible();
    await confirm.getByLabel('Confirmation code').fill('12');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm.getByText('The confirmation code must be 6 characters.')).toBeVisible();
    const code = await codeFor(admin, phone);
    await confirm.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm.getByText('The code you entered is incorrect. Please try again.')).toBeVisible();
    await admin.screenshot({ path: 'reports/screens/admin-phone-en.png' });
    await confirm.getByLabel('Confirmation code').fill(code);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByText('Phone number successfully verified!')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    const users = await apiData<
      { email: string; phoneNumberConfirmed: boolean; twoFactorEnabled: boolean }[]
    >(admin, 'user-management/users');
    expect(users.find((u) => u.email === email)).toMatchObject({
      phoneNumberConfirmed: true,
      twoFactorEnabled: true,
    });

    // The new DC Manager signs in with the SMS code (two-factor on) and sees Vehicles.
    const dcContext = await browser.newContext();
    const dc = await dcContext.newPage();
    await dc.setViewportSize({ width: 1366, height: 768 });
    await dc.goto('/login');
    await dc.locator('input[name="email"]').fill(email);
    await dc.locator('input[name="password"]').fill('Strong!pass1');
    await dc.locator('button[type="submit"]').click();
    await expect(dc).toHaveURL(/\/sms-verification$/);
    await dc.locator('input[name="code"]').fill(await codeFor(admin, phone, [code]));
    await dc.getByRole('button', { name: 'Confirm' }).click();
    await expect(dc).toHaveURL(/\/dashboard$/);
    await expect(sidebar(dc).getByRole('link', { name: 'Vehicles' })).toBeVisible();
    expect(await status(dc, 'vehicles?pageIndex=0&pageSize=1')).toBe(200);
    await sidebar(dc).getByRole('link', { name: 'Vehicles' }).click();
    await expect(dc.getByRole('button', { name: 'Export to CSV' })).toBeVisible();

    // The Admin takes read off the Vehicles page's key (drivers) from the role.
    await admin.goto('/user-management/roles');
    await admin.getByRole('button', { name: 'DC Manager' }).click();
    const drivers = admin.locator('[data-page="drivers"]');
    await expect(drivers.getByText('Screens: Vehicles, Drivers')).toBeVisible();
    await drivers.getByRole('button', { name: 'Remove read from drivers' }).click();
    await expect(admin.getByText('Unsaved changes')).toBeVisible();
    await admin.screenshot({ path: 'reports/screens/admin-roles-en.png' });
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Allowed screens and actions updated')).toBeVisible();

    // Without signing in again: the server refuses at once; the open Vehicles page reads the
    // claims again on the refusal of its next call, and the sidebar and the guard follow.
    expect(await status(dc, 'vehicles?pageIndex=0&pageSize=1')).toBe(403);
    await dc.getByRole('button', { name: 'Export to CSV' }).click();
    await expect(dc.getByText('Unauthorized access please contact the administrator')).toBeVisible();
    await expect(sidebar(dc).getByRole('link', { name: 'Vehicles' })).toHaveCount(0);
    await expect(sidebar(dc).getByRole('link', { name: 'Daily Plans' })).toBeVisible();
    await dc.screenshot({ path: 'reports/screens/admin-dc-sidebar-en.png' });

    // The Admin drags read back onto the page (and the keyboard way works as well for write).
    await admin.locator('.action-chip[data-action="read"]').dragTo(drivers);
    await expect(drivers.locator('.chip.granted[data-action="read"]')).toBeVisible();
    // The first save's notice may still show: wait for the server to hold the new list.
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Unsaved changes')).toHaveCount(0);
    await expect.poll(() => status(dc, 'vehicles?pageIndex=0&pageSize=1')).toBe(200);
    // Coming back to the window reads the claims again: the entry and the screen return.
    await dc.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(sidebar(dc).getByRole('link', { name: 'Vehicles' })).toBeVisible();
    await expect(dc.getByText('Unauthorized access please contact the administrator')).toHaveCount(0);
    await expect(dc.getByRole('button', { name: 'Export to CSV' })).toBeVisible();
    await dcContext.close();
  } finally {
    await restore();
    await adminContext.close();
  }
});

test('Roles: pick an action with the keyboard, undo; the empty states speak', async ({ page }) => {
  await signIn(page);
  await page.goto('/user-management/roles');
  await expect(page.getByText('Select a role to see permissions')).toBeVisible();
  await page.getByRole('button', { name: 'Driver', exact: true }).click();
  await expect(page.getByText('No permissions found')).toBeVisible();
  await page.getByRole('button', { name: 'Pick write' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add write to daily-plan' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-page="daily-plan"] .chip.granted[data-action="write"]')).toBeVisible();
  await expect(page.getByText('No permissions found')).toHaveCount(0);
  // Leaving the role with unsaved changes asks first.
  await page.getByRole('button', { name: 'DC Manager' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave.getByText('The changes to Driver are not saved. Leave them?')).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Driver', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Undo Changes' }).click();
  await expect(page.getByText('No permissions found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});

test('Users: enabled users by default, Enable/Disable on one row, and the screens in Turkish', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/user-management/users');
  const enableDriver = async () => {
    const response = await page.request.put('/api/user-management/users/driver1%40demo.rota/status/enable', {
      headers: { Authorization: `Bearer ${await token(page)}` },
    });
    expect(response.ok()).toBe(true);
  };
  try {
    const grid = page.getByTestId('grid');
    const emailCell = (email: string) => grid.locator('[col-id="email"]', { hasText: email });
    await expect(emailCell('region@demo.rota')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disable' })).toHaveCount(0);
    await grid.locator('[row-id="driver1@demo.rota"] .ag-selection-checkbox input').first().check();
    // Disabling asks first: Cancel leaves the user enabled, Yes disables with a toast.
    await page.getByRole('button', { name: 'Disable' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('Disable driver1@demo.rota?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(emailCell('driver1@demo.rota')).toBeVisible();
    await page.getByRole('button', { name: 'Disable' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('User disabled')).toBeVisible();
    await expect(emailCell('driver1@demo.rota')).toHaveCount(0);
    await page.getByLabel('Show', { exact: true }).selectOption('disabled');
    await grid.locator('[row-id="driver1@demo.rota"] .ag-selection-checkbox input').first().check();
    await page.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText('User enabled')).toBeVisible();
    await expect(emailCell('driver1@demo.rota')).toHaveCount(0);
  } finally {
    await enableDriver();
  }
  await page.screenshot({ path: 'reports/screens/admin-users-en.png' });

  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
  await page.goto('/user-management/users');
  await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toBeVisible();
  await expect(page.getByLabel('Göster', { exact: true })).toHaveValue('enabled');
  await page.screenshot({ path: 'reports/screens/admin-users-tr.png' });
  await page.goto('/user-management/roles');
  await page.getByRole('button', { name: 'DC Manager' }).click();
  await expect(page.getByText('Ekranlar: Araçlar, Sürücüler')).toBeVisible();
  await expect(page.locator('[data-page="drivers"] .chip.granted[data-action="read"]')).toHaveText(/okuma/);
  await page.screenshot({ path: 'reports/screens/admin-roles-tr.png' });
});

test("a Driver signing in to the web is sent to the drivers' app and can sign out", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.locator('input[name="email"]').fill('driver1@demo.rota');
  await page.locator('input[name="password"]').fill('Demo!2345');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByText('Rota Driver')).toBeVisible();
  await page.screenshot({ path: 'reports/screens/admin-driver-en.png' });
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'tr'));
  await page.reload();
  await expect(page.getByText('Rota Sürücü')).toBeVisible();
  await page.screenshot({ path: 'reports/screens/admin-driver-tr.png' });
  await page.getByRole('link', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
