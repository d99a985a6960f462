import { expect, type Page } from '@playwright/test';
import { apiData, token } from './session.js';

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
}

/**
 * Queues a job of the first distribution center over the API (today's first orders, a few
 * vehicles, a short run time) and waits until it is solved. Returns its reference.
 */
export async function solvedJob(
  page: Page,
  refNo: string,
  sizes = { orders: 40, vehicles: 4 },
): Promise<string> {
  const depots = await apiData<{ distributionCenterId: number }[]>(page, 'locations/depots');
  const centerId = Math.min(...depots.map((d) => d.distributionCenterId));
  const orders = (
    await apiData<{ orderResultDetails: { refNo: string }[] }>(
      page,
      `orders?distributionCenterId=${centerId}&date=${today()}`,
    )
  ).orderResultDetails;
  const vehicles = (
    await apiData<{ vehicleResultList: { refNo: string }[] }>(
      page,
      `vehicles?distributionCenterId=${centerId}`,
    )
  ).vehicleResultList;
  expect(orders.length).toBeGreaterThan(0);
  const response = await page.request.post('/api/jobs/partial-job', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: {
      refNo,
      distributionCenterId: centerId,
      orderRefNoList: orders.slice(0, sizes.orders).map((o) => o.refNo),
      vehicleRefNoList: vehicles.slice(0, sizes.vehicles).map((v) => v.refNo),
      vehicleDrivers: [],
      vehicleConfigurations: [],
      jobParameterDto: {
        maximumRuntimeInMinutes: 0.1,
        minNumberOfVehicles: 0,
        maxNumberOfVehicles: sizes.vehicles,
      },
      queue: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await apiData<{ jobList: { jobRefNo: string; status: string }[] }>(page, `jobs?jobRefNo=${refNo}`)
        ).jobList.find((job) => job.jobRefNo === refNo)?.status,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('SUCCESS');
  return refNo;
}
