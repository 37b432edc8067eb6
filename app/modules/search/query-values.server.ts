import { type Placeholder, sql } from "drizzle-orm";

/**
 * Puts a value into a query. Code that writes its values through a Bind builds the same query
 * either with the values as parameters (run once), or with named placeholders (prepared once per
 * connection, then run many times with the values).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

/** Values as ordinary query parameters. */
export const bindValue: Bind = (_name, value) => value;

/**
 * Placeholders in the query; `values` collects what to execute the prepared query with. A name may
 * appear more than once in a query, always for the same value.
 */
export function placeholderBinder(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    if (name in values && !Object.is(values[name], value)) throw new Error(`The query binds "${name}" to two values.`);
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
}
