// Types of bench-database.mjs, for the benches written in TypeScript.
import type pg from "pg";

export function runNode(args: string[], env: Record<string, string>): Promise<void>;

export function openBenchDatabase(options: {
  database: string;
  listings?: number;
  poolSize?: number;
}): Promise<{ databaseUrl: string; pool: pg.Pool; stop(): Promise<void> }>;
