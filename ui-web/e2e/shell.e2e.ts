import { expect, test } from '@playwright/test';

test('the web UI is served at / and shows the sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});
