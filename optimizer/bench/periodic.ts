import { checkPeriodicPlan, planPeriodic } from '@rota/optimizer';
import { periodicRegion } from '@rota/test-fixtures';

/**
 * The periodic planner on the generated region (3,000 locations, frequencies 1 to 5 a week,
 * 30 vehicles): run time, the spread of territory-day workloads, the share of required visits
 * placed on allowed days. Arguments: [locations] [vehicles] [seed].
 */
const [locations = 3000, vehicles = 30, seed = 20] = process.argv.slice(2).map(Number);
const problem = periodicRegion({ locations, vehicles, seed });
const started = performance.now();
const cpuBefore = process.cpuUsage();
const plan = planPeriodic(problem, { seed: 1 });
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const s = plan.stats;
const violations = checkPeriodicPlan(problem, plan);
const reasons = new Map<string, number>();
for (const u of plan.unplaced) reasons.set(u.reason, (reasons.get(u.reason) ?? 0) + (u.required - u.placed));
const pct = (v: number) => `${(v * 100).toFixed(2)} %`;
console.log(`locations ${locations}, vehicles ${vehicles}, territory-days ${plan.routes.length}`);
console.log(`time                               ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU)`);
console.log(`required visits                    ${s.requiredVisits}`);
console.log(`feasible visits                    ${s.feasibleVisits}`);
console.log(
  `placed visits                      ${s.placedVisits} (${pct(s.placedVisits / s.feasibleVisits)} of feasible)`,
);
console.log(
  `placed on allowed days             ${pct(s.placedOnAllowedDays / s.requiredVisits)} of required, ${pct(s.placedOnAllowedDays / s.feasibleVisits)} of feasible`,
);
console.log(`daily workload max/mean            ${s.maxOverMean.toFixed(3)}`);
console.log(`daily workload min/mean            ${s.minOverMean.toFixed(3)}`);
console.log(`mean territory-day workload        ${(s.meanWorkload / 3600).toFixed(2)} h`);
console.log(
  `not placed (visits by reason)      ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`,
);
console.log(
  `plan check                         ${violations.length === 0 ? 'ok' : `${violations.length} violations, first: ${violations[0]!.message}`}`,
);
