// Types of percentiles.mjs, for the benches written in TypeScript.
export function percentile(values: number[], p: number): number;

export function latencySummary(values: number[]): { p50: number; p95: number; p99: number; max: number };
