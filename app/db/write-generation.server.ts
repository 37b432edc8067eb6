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
 * pg-boss's own statements (its queues, schedules and monitors, every few seconds): no page or value of the app is
 * read from its schema, and the work a job does writes through the app's statements, counted as any other.
 */
function isQueueBookkeeping(text: string): boolean {
  return text.includes("pgboss.");
}

/** Statements whose command tag counts the rows they changed (a CTE's writes end under a SELECT tag: counted). */
const rowCountingCommands = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);

/**
 * An INSERT, UPDATE, DELETE or MERGE that reports no row changed no data: a worker polling an empty queue, an update
 * whose condition matched nothing. (A statement trigger still runs for it; ours only moves the listings version,
 * which then stands for the same listings.)
 */
function changesNoRow(result: unknown): boolean {
  const { command, affectedRows } = (result ?? {}) as { command?: unknown; affectedRows?: unknown };
  return typeof command === "string" && rowCountingCommands.has(command) && affectedRows === 0;
}

/** An `exec` batch (pg-boss polls its queues with one) changed nothing if each statement changed no row, or it is one SELECT. */
function batchChangesNothing(text: string, results: unknown[]): boolean {
  const isOneSelect =
    results.length === 1 && readOnlyStatement.test(text) && (results[0] as { command?: unknown }).command === "SELECT";
  return isOneSelect || (results.length > 0 && results.every(changesNoRow));
}

/**
 * The client with every possible write counted once it has finished (committed, or failed and rolled
 * back): queries and `exec` batches unless they only read, changed no row or are the job queue's bookkeeping, and
 * every transaction. Other members are
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
  const countedUnlessUnchanged = async <T>(work: Promise<T>, changedNothingIn: (result: T) => boolean): Promise<T> => {
    let changedNothing = false;
    try {
      const result = await work;
      changedNothing = changedNothingIn(result);
      return result;
    } finally {
      if (!changedNothing) counter.value += 1;
    }
  };
  const wrapped: Partial<PGliteInterface> = {
    query: ((text: string, ...rest: unknown[]) => {
      const result = Reflect.apply(client.query, client, [text, ...rest]) as Promise<unknown>;
      const isUncounted = readOnlyStatement.test(text) || isQueueBookkeeping(text);
      return isUncounted ? result : countedUnlessUnchanged(result, changesNoRow);
    }) as PGliteInterface["query"],
    exec: ((text: string, ...rest: unknown[]) => {
      const results = Reflect.apply(client.exec, client, [text, ...rest]) as Promise<unknown[]>;
      if (isQueueBookkeeping(text)) return results;
      return countedUnlessUnchanged(results, (settled) => batchChangesNothing(text, settled));
    }) as PGliteInterface["exec"],
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
