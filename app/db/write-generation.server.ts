// Which embedded databases this process writes to, and how many times it has: the number moves after
// every statement that may have changed data and after every transaction, so a value computed from
// reads made at one number is still exact while the number has not moved (ADR 022). Only an embedded
// database (PGlite) can be counted this way: its one connection belongs to this process, so every
// write goes through the client wrapped here. A database server has other writers (other instances),
// and has no number.
import type { PGliteInterface } from "@electric-sql/pglite";

interface WriteCounter {
  value: number;
}

const counters = new WeakMap<object, WriteCounter>();

/** The write number of a database opened by `wrapPglite`; undefined for a server or a transaction. */
export function writeGenerationOf(db: object): number | undefined {
  return counters.get(db)?.value;
}

/** Gives `db` (the Drizzle instance over `client`) the counter that `countingWrites` moves. */
export function registerWriteCounter(db: object, counter: WriteCounter): void {
  counters.set(db, counter);
}

/** A SELECT only reads (no function of ours that a SELECT can call writes); anything else may write. */
const readOnlyStatement = /^\s*select\b/i;

/**
 * The client with every possible write counted once it has finished (committed, or failed and rolled
 * back): queries that are not a SELECT, every `exec` batch and every transaction. Other members are
 * the client's own.
 */
export function countingWrites(client: PGliteInterface): { client: PGliteInterface; counter: WriteCounter } {
  const counter: WriteCounter = { value: 0 };
  const counted = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      counter.value += 1;
    }
  };
  const wrapped: Partial<PGliteInterface> = {
    query: ((text: string, ...rest: unknown[]) => {
      const result = Reflect.apply(client.query, client, [text, ...rest]) as Promise<unknown>;
      return readOnlyStatement.test(text) ? result : counted(result);
    }) as PGliteInterface["query"],
    exec: ((...args: unknown[]) => counted(Reflect.apply(client.exec, client, args))) as PGliteInterface["exec"],
    transaction: ((...args: unknown[]) =>
      counted(Reflect.apply(client.transaction, client, args))) as PGliteInterface["transaction"],
  };
  const proxy = new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(wrapped, property)) return wrapped[property as keyof typeof wrapped];
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { client: proxy, counter };
}
