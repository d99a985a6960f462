import { expect, test, type Page } from '@playwright/test';
import { signIn, token } from './support/session.js';

/** Records every content-security-policy violation the page reports, from its first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return console;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Screens with grids, forms, charts, timelines and maps. */
const screens = [
  '/dashboard',
  '/daily-plan',
  '/data-management/cargo-types',
  '/data-management/locations',
  '/data-management/geofencing',
  '/territory',
  '/tracking/order-tracking',
  '/user-management/users',
  '/settings',
];

test('the built web UI runs under its content security policy with no violation', async ({ page }) => {
  const fromConsole = await watchCsp(page);
  const document = await page.request.get('/login');
  const csp = document.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(document.headers()['x-content-type-options']).toBe('nosniff');
  await signIn(page);
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(await violations(page), path).toEqual([]);
  }
  expect(fromConsole).toEqual([]);
});

test('Sign out ends the sign-in on the server: the kept token is refused afterwards', async ({ page }) => {
  await signIn(page, { email: 'region@demo.rota' });
  const before = await token(page);
  const roles = () =>
    page.request.get('/api/user-management/roles', { headers: { Authorization: `Bearer ${before}` } });
  expect((await roles()).status()).toBe(200);
  const signOut = page.waitForResponse((r) => r.url().endsWith('/auth/sign-out'));
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await signOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have successfully logged out')).toBeVisible();
  expect((await roles()).status()).toBe(401);
});

test('an access token about to run out is renewed before the call, and the screen keeps working', async ({
  page,
}) => {
  await signIn(page);
  const first = await token(page);
  await page.evaluate(() => {
    const login = JSON.parse(localStorage.getItem('ROTA_LOGIN') ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      'ROTA_LOGIN',
      JSON.stringify({ ...login, tokenExpiresAt: new Date().toISOString() }),
    );
  });
  const renewed = page.waitForResponse((r) => r.url().endsWith('/auth/authenticate/refresh'));
  await page.goto('/data-management/cargo-types');
  expect((await renewed).status()).toBe(200);
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expect(page.getByText('Login Expired')).toHaveCount(0);
  expect(await token(page)).not.toBe(first);
});

test('Restore Defaults in Settings is a POST', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings');
  const restored = page.waitForResponse((r) => r.url().endsWith('/api/settings/general/restore'));
  await page.getByRole('button', { name: 'Restore Defaults' }).first().click();
  const response = await restored;
  expect(response.request().method()).toBe('POST');
  expect(response.status()).toBe(200);
});
