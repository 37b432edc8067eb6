import { type SQL, sql } from "drizzle-orm";

/** The SQL type a bound value is read as. */
export type SqlType = "text" | "integer" | "bigint" | "float8" | "uuid";

/**
 * Puts a value into a query. Code that writes its values through a Bind builds the same query
 * either with the values as parameters (run once), or with named placeholders (prepared once per
 * connection, then run many times with the values).
 */
export type Bind = <T>(name: string, value: T, type: SqlType) => T | SQL;

/** Values as ordinary query parameters. */
export const bindValue: Bind = (_name, value) => value;

/**
 * Placeholders in the query; `values` collects what to execute the prepared query with. A name may
 * appear more than once in a query, always for the same value.
 *
 * Each placeholder is read through a one-row subquery, `(select $n::type)`, which the planner cannot
 * see into: a plan costs the same whatever the values, so after its first executions PostgreSQL keeps
 * the generic plan instead of planning again each time. (Seeing the value, a custom plan for a common
 * make looks cheaper than the generic plan, and PostgreSQL would re-plan every execution — planning
 * cost more than the walk.) The subquery runs once per execution, and an index still uses its value.
 */
export function placeholderBinder(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value, type) => {
    if (name in values && !Object.is(values[name], value)) throw new Error(`The query binds "${name}" to two values.`);
    values[name] = value;
    return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
  };
  return { bind, values };
}
