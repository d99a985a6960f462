import type { HttpResult } from '@rota/adapters-http';
import type { CommandContext } from '../context.js';
import { usageError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { driverPasswords, openDriverSessions, type DriverSession } from './driver-sessions.js';
import { playRoute, type SimReport } from './playback.js';
import { parcelPng, signaturePng } from './proof-image.js';

export interface SimulateOptions {
  job: string;
  speed: string;
  seed: string;
  driverPassword?: string;
  reportEvery: string;
}

/** `20x` → 20, `max` → Infinity (no waiting between reports). */
export function parseSpeed(value: string): number {
  if (value.trim().toLowerCase() === 'max') return Number.POSITIVE_INFINITY;
  const match = /^(\d+(?:\.\d+)?)x?$/i.exec(value.trim());
  const factor = match ? Number(match[1]) : NaN;
  if (!Number.isFinite(factor) || factor <= 0) throw usageError(t('cli.simulate.speedInvalid', { value }));
  return factor;
}

interface Tally {
  positions: number;
  events: number;
  steps: number;
  doors: number;
  duplicates: number;
  failures: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one report through the drivers' API; a replay (409) counts as already known. */
async function send(
  session: DriverSession,
  jobRefNo: string,
  report: SimReport,
  tally: Tally,
  warn: (line: string) => void,
): Promise<void> {
  let result: HttpResult<unknown>;
  if (report.kind === 'position') {
    result = await session.api.driverPositions({ body: { jobRefNo, positions: [report.position] } });
    if (result.ok) tally.positions += 1;
  } else if (report.kind === 'visit') {
    result = await session.api.driverVisitEvents({ body: { jobRefNo, ...report.event } });
    if (result.ok) tally.events += 1;
  } else if (report.kind === 'door') {
    result = await session.api.driverDoorReadings({ body: { jobRefNo, readings: [report.reading] } });
    if (result.ok) tally.doors += 1;
  } else {
    const seed = report.at % 1000;
    const image =
      report.proof === 'signature' ? signaturePng(seed) : report.proof === 'photo' ? parcelPng(seed) : null;
    const files =
      image === null
        ? undefined
        : [
            {
              fileType: report.proof === 'signature' ? ('Signature' as const) : ('Photo' as const),
              fileName: `${report.proof}-${report.step.orderRefNo ?? report.step.visitOrder}.png`.replace(
                /[^\w.\- ]/g,
                '_',
              ),
              contentType: 'image/png' as const,
              content: image.toString('base64'),
            },
          ];
    result = await session.api.driverStepResults({
      body: { jobRefNo, ...report.step, ...(files ? { files } : {}) },
    });
    if (result.ok) tally.steps += 1;
  }
  if (result.ok) return;
  if (result.error.status === 409) tally.duplicates += 1;
  else {
    tally.failures += 1;
    warn(
      t('cli.simulate.refused', { vehicle: session.route.vehiclePlate, message: result.error.message ?? '' }),
    );
  }
}

/**
 * `rota simulate drivers`: signs in each driver of the job's approved plan and plays their day
 * back through the drivers' API at the chosen speed, reports of all vehicles in time order.
 */
export async function simulateDrivers(ctx: CommandContext, options: SimulateOptions): Promise<void> {
  const speed = parseSpeed(options.speed);
  const seed = Number(options.seed);
  const reportEvery = Number(options.reportEvery);
  if (!Number.isInteger(seed) || seed < 0)
    throw usageError(t('cli.optionInvalid', { option: '--seed', detail: options.seed }));
  if (!Number.isFinite(reportEvery) || reportEvery < 1)
    throw usageError(t('cli.optionInvalid', { option: '--report-every', detail: options.reportEvery }));
  ctx.login();
  const warn = (line: string) => ctx.io.stderr.write(`${line}\n`);
  const sessions = await openDriverSessions(ctx, options.job, driverPasswords(options.driverPassword), warn);
  const timeline = sessions
    .flatMap((session) =>
      playRoute(session.route, { seed, reportEveryMs: reportEvery * 1000 }).map((report) => ({
        session,
        report,
      })),
    )
    .sort((a, b) => a.report.at - b.report.at);
  const start = timeline[0]?.report.at ?? 0;
  const end = timeline.at(-1)?.report.at ?? start;
  if (!ctx.structured) {
    ctx.io.stdout.write(
      `${t('cli.simulate.starting', {
        job: options.job,
        vehicles: sessions.length,
        reports: timeline.length,
        hours: ((end - start) / 3_600_000).toFixed(1),
        speed: options.speed,
      })}\n`,
    );
  }
  const tally: Tally = { positions: 0, events: 0, steps: 0, doors: 0, duplicates: 0, failures: 0 };
  const began = Date.now();
  let sent = 0;
  let lastProgress = start;
  for (let i = 0; i < timeline.length;) {
    const at = timeline[i]!.report.at;
    const batch: typeof timeline = [];
    while (i < timeline.length && timeline[i]!.report.at === at) batch.push(timeline[i++]!);
    if (Number.isFinite(speed)) {
      const due = began + (at - start) / speed;
      if (due > Date.now()) await sleep(due - Date.now());
    }
    // Reports of one moment go out together; each vehicle's own reports stay in order.
    await Promise.all(batch.map(({ session, report }) => send(session, options.job, report, tally, warn)));
    sent += batch.length;
    if (!ctx.structured && at - lastProgress >= 30 * 60_000) {
      lastProgress = at;
      ctx.io.stdout.write(
        `${t('cli.simulate.progress', { clock: new Date(at).toISOString().slice(11, 16), sent, reports: timeline.length })}\n`,
      );
    }
  }
  ctx.out.result({ job: options.job, vehicles: sessions.length, ...tally }, () => [
    t('cli.simulate.done', { ...tally }),
  ]);
}
