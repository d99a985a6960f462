import type { Job, JobInput, JobStatus } from '@rota/core/daily-plan';
import type { DailyPlanTestApp } from './daily-plan-test-app.js';

export function jobInput(input: {
  refNo: string;
  centerId: number;
  orders: string[];
  vehicles: string[];
  queue: boolean;
  seconds?: number;
}): JobInput {
  return {
    refNo: input.refNo,
    distributionCenterId: input.centerId,
    orderRefNoList: input.orders,
    vehicleRefNoList: input.vehicles,
    vehicleDrivers: [],
    vehicleConfigurations: [],
    jobParameterDto: {
      // A job asks for whole minutes; the test app's cap (maxTimeLimitMs) keeps a solve short.
      maximumRuntimeInMinutes: Math.min(60, Math.max(1, Math.ceil((input.seconds ?? 2) / 60))),
      objectivePriorities: ['Lateness', 'Vehicle Usage', 'Distance Duration'],
      minNumberOfVehicles: 0,
      maxNumberOfVehicles: input.vehicles.length,
    },
    queue: input.queue,
  };
}

/** Polls the jobs list until the job reaches one of the statuses. */
export async function waitForStatus(
  t: DailyPlanTestApp,
  token: string,
  refNo: string,
  statuses: JobStatus[],
  timeoutMs = 60_000,
): Promise<Job> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const list = await t.call<{ jobList: Job[] }>('GET', `/api/jobs?jobRefNo=${encodeURIComponent(refNo)}`, {
      token,
    });
    const job = list.envelope.data.jobList.find((j) => j.jobRefNo === refNo);
    if (job && statuses.includes(job.status)) return job;
    if (Date.now() > until)
      throw new Error(`job ${refNo} is ${job?.status ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
