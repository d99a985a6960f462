import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const password = 'Demo!2345';

async function signInByEmail(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The newest SMS code the demo outbox holds for a phone number (read as Admin). */
async function smsCodeFor(request: APIRequestContext, phone: string): Promise<string> {
  const login = await request.post('/auth/authenticate/login', {
    data: { email: 'admin@demo.rota', password, skipPassword: false, language: 'en' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const outbox = await request.get('/api/dev/outbox?limit=20', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const messages = ((await outbox.json()) as { data: { channel: string; recipient: string; body: string }[] })
    .data;
  const sms = messages.find((m) => m.channel === 'sms' && m.recipient === phone);
  const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No SMS code for ${phone} in the outbox`);
  return code;
}

test('an Admin signs in by e-mail and lands on the dashboard with the full menu', async ({ page }) => {
  await signInByEmail(page, 'admin@demo.rota');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Home' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cargo Types' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ROTA_LOGIN') ?? 'null') as { roles: string[] } | null,
  );
  expect(stored?.roles).toContain('Admin');
});

test('a wrong password says "Email or Password is incorrect" and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.rota');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email or Password is incorrect' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('phone sign-in goes through /sms-verification with the code from the outbox', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill('532 000 0003');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sms-verification$/);
  await expect(page.getByTestId('sms-countdown')).toHaveText(/Code expires in 0[23]:\d\d/);
  await expect(page.getByRole('button', { name: 'Send Code Again' })).toBeDisabled();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The code you entered is incorrect. Please try again.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await smsCodeFor(request, '+905320000003'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a DC Manager gets no Settings entry and the unauthorized page on /settings', async ({ page }) => {
  await signInByEmail(page, 'dc1@demo.rota');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Home' });
  await expect(nav.getByRole('link', { name: 'Daily Plans' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByText('Unauthorized access please contact the administrator')).toBeVisible();
});

test('switching to Turkish after signing in reloads the shell in Turkish', async ({ page }) => {
  await signInByEmail(page, 'admin@demo.rota');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByLabel('Language').selectOption('tr');
  await expect(
    page.getByRole('navigation', { name: 'Ana sayfa' }).getByRole('link', { name: 'Ayarlar' }),
  ).toBeVisible();
});

test('a token the server refuses leads back to /login with "Login Expired"', async ({ page }) => {
  await signInByEmail(page, 'admin@demo.rota');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => {
    const login = JSON.parse(localStorage.getItem('ROTA_LOGIN') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('ROTA_LOGIN', JSON.stringify({ ...login, token: 'revoked-token' }));
  });
  await page.reload();
  await expect(page.getByText('Login Expired')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});

test('Settings shows the map key field only for Google Maps (server field conditions)', async ({ page }) => {
  await signInByEmail(page, 'admin@demo.rota');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Mapping Settings' }).click();
  const provider = page.getByLabel('Map provider');
  // OpenStreetMap tiles are the default provider (see core's mapping settings).
  await expect(provider).toHaveValue('osm');
  await expect(page.getByLabel('Map API key')).toHaveCount(0);
  await provider.selectOption('google');
  await expect(page.getByLabel('Map API key')).toBeVisible();
  await page.getByLabel('Map API key').fill('key-123');
  await provider.selectOption('offline');
  await expect(page.getByLabel('Map API key')).toHaveCount(0);
  await provider.selectOption('google');
  await expect(page.getByLabel('Map API key')).toHaveValue('');
});
