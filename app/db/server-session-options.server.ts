/**
 * Settings of every session the app opens on a PostgreSQL server (libpq's `options`). JIT off: the app's
 * statements read a page of rows, yet a search that falls back to the filters' indexes is costed above
 * jit_above_cost at a million listings, and compiling it took 17 ms of an 18 ms query (ADR 054).
 */
export const serverSessionOptions = "-c jit=off";
