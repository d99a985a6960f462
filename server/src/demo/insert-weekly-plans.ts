import { sql } from 'drizzle-orm';
import type { Tx } from './seed-tx.js';

/**
 * Weekly planning data and planned visits for the demo's customer places, derived from each
 * place's id so that every start gives the same week: one place in three is visited on fixed
 * weekdays, and every customer place has its weekly frequency, demand and weekday windows.
 */
export async function insertWeeklyPlans(tx: Tx): Promise<void> {
  const customers = sql`SELECT l.id, l.distribution_center_id, l.service_duration FROM locations l
    WHERE NOT l.is_depot AND NOT EXISTS (SELECT 1 FROM depots d WHERE d.location_id = l.id)`;
  await tx.execute(
    sql`INSERT INTO location_planned_visits (location_id, distribution_center_id, days_of_week)
        SELECT c.id, c.distribution_center_id,
               CASE c.id % 3 WHEN 0 THEN '0,3' WHEN 1 THEN '1,4' ELSE '2' END
        FROM (${customers}) c WHERE c.id % 3 = 0`,
  );
  await tx.execute(
    sql`INSERT INTO territory_planning_inputs (location_id, distribution_center_id, demand, service_duration,
          weekly_visit_frequency, monday_visit, tuesday_visit, wednesday_visit, thursday_visit, friday_visit,
          monday_tw_start, monday_tw_end, tuesday_tw_start, tuesday_tw_end, wednesday_tw_start, wednesday_tw_end,
          thursday_tw_start, thursday_tw_end, friday_tw_start, friday_tw_end)
        SELECT c.id, c.distribution_center_id, 5 + c.id % 40, greatest(c.service_duration, 10), f.n,
               f.n >= 1, f.n >= 4, f.n >= 2, f.n >= 5, f.n >= 3,
               '09:00', '17:00', '09:00', '17:00', '09:00', '17:00', '09:00', '17:00', '09:00', '13:00'
        FROM (${customers}) c CROSS JOIN LATERAL (SELECT (1 + c.id % 3)::smallint AS n) f`,
  );
}
