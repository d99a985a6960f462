import { sql, type SQL } from 'drizzle-orm';

/** `IN`-ready subquery of a list of texts (one parameter, empty lists allowed). */
export function textList(values: readonly string[]): SQL {
  return sql`(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/** `IN`-ready subquery of a list of integers. */
export function intList(values: readonly number[]): SQL {
  return sql`(SELECT (jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::int)`;
}
