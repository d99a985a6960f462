import { expect, test, type Page } from '@playwright/test';

/** A stored login as the server's login answer shapes it (core's loginTokenSchema). */
function storedLogin(overrides: Record<string, unknown> = {}) {
  return {
    token: 'not-a-real-token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    email: 'dc@demo.rota',
    userName: 'dc',
    roles: ['DC Manager'],
    givenName: 'Deniz',
    surname: 'Kaya',
    claims: ['dashboard;read', 'daily-plan;read', 'locations;read'],
    distributionCenterId: 1,
    ...overrides,
  };
}

async function storeLogin(page: Page, login: Record<string, unknown>) {
  await page.goto('/legal/privacy-policy');
  await page.evaluate((value) => localStorage.setItem('ROTA_LOGIN', JSON.stringify(value)), login);
}

test('the web UI is served at / and shows the sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('the sign-in page has email and phone tabs, show/hide password and a forgot-password link', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  const password = page.locator('input[name="password"]');
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email is a required')).toBeVisible();
  await page.getByRole('tab', { name: 'Phone' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth-recoverpw$/);
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
});

test('switching to Turkish reloads in Turkish and is stored as I18N_LANGUAGE', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('tr');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('I18N_LANGUAGE'))).toBe('tr');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Telefon' })).toBeVisible();
});

test('guards: protected and unknown paths go to /login; change-password needs a token', async ({ page }) => {
  await page.goto('/daily-plan');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/sms-verification');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/change-password?token=abc');
  await expect(page.getByLabel('Confirm password')).toBeVisible();
});

test('a DC Manager sees only the entries their claims allow and not Settings', async ({ page }) => {
  await storeLogin(page, storedLogin());
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Home' });
  await expect(nav.getByRole('link', { name: 'Daily Plans' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Locations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cargo Types' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByText('Unauthorized access please contact the administrator')).toBeVisible();
});

test('a role that is not admitted sees the unauthorized page, with Sign out', async ({ page }) => {
  await storeLogin(page, storedLogin({ roles: ['Depot Manager'] }));
  await page.goto('/dashboard');
  await expect(page.getByText('Unauthorized access please contact the administrator')).toBeVisible();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a Driver opening the back office is sent to the drivers' app and can sign out", async ({ page }) => {
  await storeLogin(page, storedLogin({ roles: ['Driver'] }));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole('navigation', { name: 'Home' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ROTA_LOGIN'))).toBeNull();
});

test('the sidebar cuts long names at 20 characters, collapses, and logs out', async ({ page }) => {
  await storeLogin(
    page,
    storedLogin({ roles: ['Admin'], givenName: 'Alexandra-Katharina', surname: 'Montgomery' }),
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('user-name')).toHaveText('Alexandra-Katharina …');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have successfully logged out')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ROTA_LOGIN'))).toBeNull();
});

test('an expired login says "Login Expired" and leads back to /login after 2000 ms', async ({ page }) => {
  await storeLogin(page, storedLogin({ expiresAt: '2020-01-01T00:00:00.000Z' }));
  await page.goto('/dashboard');
  await expect(page.getByText('Login Expired')).toBeVisible();
  const shown = Date.now();
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  expect(Date.now() - shown).toBeGreaterThanOrEqual(900);
});

test('the privacy policy is public', async ({ page }) => {
  await page.goto('/legal/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated 02/21/2024')).toBeVisible();
});
