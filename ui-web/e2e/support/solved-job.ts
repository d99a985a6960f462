import { expect, type Page } from '@playwright/test';
import { apiData, token } from './session.js';

/** Today in the product's time zone, YYYY-MM-DD. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
}

/** The first distribution center (the lowest id of the depots' centers). */
export async function firstCenterId(page: Page): Promise<number> {
  const depots = await apiData<{ distributionCenterId: number }[]>(page, 'locations/depots');
  return Math.min(...depots.map((d) => d.distributionCenterId));
}

/** How big a job to queue: today's first orders of the center (all when left out), its first vehicles. */
export interface JobSize {
  orders?: number;
  vehicles: number;
  /** The least number of vehicles the plan must use (none when left out). */
  minVehicles?: number;
  /** The solver's time limit (default 6 s). */
  minutes?: number;
  /** The language the server answers in. */
  language?: 'en' | 'tr';
}

/**
 * Queues a job of the first distribution center over the API and answers at once, with how many
 * orders and vehicles it took.
 */
export async function queueJob(
  page: Page,
  refNo: string,
  size: JobSize,
): Promise<{ refNo: string; orderCount: number; vehicleCount: number }> {
  const centerId = await firstCenterId(page);
  const orders = (
    await apiData<{ orderResultDetails: { refNo: string }[] }>(
      page,
      `orders?distributionCenterId=${centerId}&date=${today()}`,
    )
  ).orderResultDetails.slice(0, size.orders);
  const vehicles = (
    await apiData<{ vehicleResultList: { refNo: string }[] }>(
      page,
      `vehicles?distributionCenterId=${centerId}`,
    )
  ).vehicleResultList.slice(0, size.vehicles);
  expect(orders.length).toBeGreaterThan(0);
  const response = await page.request.post('/api/jobs/partial-job', {
    headers: {
      Authorization: `Bearer ${await token(page)}`,
      ...(size.language ? { 'Accept-Language': size.language } : {}),
    },
    data: {
      refNo,
      distributionCenterId: centerId,
      orderRefNoList: orders.map((o) => o.refNo),
      vehicleRefNoList: vehicles.map((v) => v.refNo),
      vehicleDrivers: [],
      vehicleConfigurations: [],
      jobParameterDto: {
        maximumRuntimeInMinutes: size.minutes ?? 1,
        minNumberOfVehicles: size.minVehicles ?? 0,
        maxNumberOfVehicles: vehicles.length,
      },
      queue: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { refNo, orderCount: orders.length, vehicleCount: vehicles.length };
}

/** Queues a job and waits until its solve has ended. Returns the status it ended with. */
export async function finishedJob(page: Page, refNo: string, size: JobSize): Promise<string> {
  await queueJob(page, refNo, size);
  let status: string | undefined;
  await expect
    .poll(
      async () => {
        const jobs = await apiData<{ jobList: { jobRefNo: string; status: string }[] }>(
          page,
          `jobs?jobRefNo=${refNo}`,
        );
        status = jobs.jobList.find((job) => job.jobRefNo === refNo)?.status;
        return status === 'QUEUED' || status === 'SOLVING';
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(false);
  return status ?? 'missing';
}

/** Queues a job (40 orders and 4 vehicles unless told) and waits until it is solved. Returns its reference. */
export async function solvedJob(
  page: Page,
  refNo: string,
  size: JobSize = { orders: 40, vehicles: 4 },
): Promise<string> {
  expect(await finishedJob(page, refNo, size)).toBe('SUCCESS');
  return refNo;
}
