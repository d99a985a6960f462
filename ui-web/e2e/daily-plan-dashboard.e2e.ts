import { expect, test } from '@playwright/test';

/** Sign-in lands on the dashboard: its cards and graphs come from GET /api/dashboard. */
test('the dashboard shows Data Overview, Today’s Status and the progress graphs', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.rota');
  await page.locator('input[name="password"]').fill('Demo!2345');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ROTA_LOGIN') ?? '{}').token as string,
  );
  const answer = await page.request.get('/api/dashboard', { headers: { Authorization: `Bearer ${token}` } });
  const figures = ((await answer.json()) as { data: Record<string, unknown> }).data;

  const overview = page.getByRole('region', { name: 'Data Overview' });
  for (const [label, field] of [
    ['Depots', 'numberOfCashCentres'],
    ['Drivers', 'numberOfDrivers'],
    ['Vehicles', 'numberOfVehicles'],
    ['Locations', 'numberOfLocations'],
    ['Orders', 'numberOfOrders'],
  ] as const)
    await expect(overview.locator(`[data-figure="${field}"]`)).toContainText(
      `${label}${String(figures[field])}`,
    );

  const today = page.getByRole('region', { name: "Today's Status" });
  await expect(today.locator('[data-figure="numberOfJobsCreated"]')).toContainText(
    String(figures['numberOfJobsCreated']),
  );
  // The live figures are the server's count of today's live routes and the drivers' reports; with
  // nothing live and nothing reported they all read zero, and the page says why.
  for (const field of ['routesCompleted', 'ordersCompleted', 'vehiclesAtDepot', 'vehiclesHaveIssue'])
    await expect(today.locator(`[data-figure="${field}"] dd`)).toHaveText(String(figures[field]));
  const live = [
    'routesCompleted',
    'ordersCompleted',
    'distanceCompleted',
    'durationCompleted',
    'vehiclesAtDepot',
    'vehiclesAtLocation',
    'vehiclesHeadedToLocation',
    'vehiclesHaveIssue',
    'overallProgress',
  ];
  const progress = Object.values(figures['routeTaskProgress'] as Record<string, number>);
  const nothingLive = live.every((field) => figures[field] === 0) && progress.every((value) => value === 0);
  const note = today.getByRole('note');
  if (nothingLive)
    await expect(note).toHaveText(/live tracking, which has no events yet: these figures read zero/);
  else await expect(note).toHaveCount(0);

  const graphs = page.getByRole('region', { name: 'Graphs' });
  await expect(graphs.getByRole('heading', { name: 'Route Task Progress' })).toBeVisible();
  await expect(graphs.getByRole('heading', { name: 'Overall Progress' })).toBeVisible();
  const routes = Object.keys(figures['routeTaskProgress'] as Record<string, number>);
  if (routes.length === 0) {
    await expect(graphs.getByText('No routes went live today.')).toBeVisible();
    await expect(graphs.locator('.highcharts-container')).toHaveCount(1);
  } else {
    await expect(graphs.locator('.highcharts-container')).toHaveCount(2);
    await expect(graphs.locator('.highcharts-xaxis-labels').first()).toContainText(routes[0] ?? '');
  }
});
