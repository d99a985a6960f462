import { expect, type Page } from '@playwright/test';

/** Signs in with a demo account (password Demo!2345) at 1366x768, in the language asked. */
export async function signIn(
  page: Page,
  options: { email?: string; language?: 'en' | 'tr' } = {},
): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await page.evaluate((lang) => localStorage.setItem('I18N_LANGUAGE', lang), options.language ?? 'en');
  await page.reload();
  await page.locator('input[name="email"]').fill(options.email ?? 'admin@demo.rota');
  await page.locator('input[name="password"]').fill('Demo!2345');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The signed-in user's bearer token, as the web UI keeps it. */
export async function token(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('ROTA_LOGIN') ?? '{}').token as string);
}

/** The `data` of a GET under /api, as the signed-in user; fails the test on any other answer. */
export async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path.replace(/^\/?(api\/)?/, '')}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
