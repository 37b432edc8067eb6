// Settings that only count when a process starts, so server/main.ts imports this first: without them,
// it replaces itself (same process id, same standard streams) with node started with them. ADR 021
// measures each; with PGlite's own settings they take the embedded-database server, idle, from
// ~700–850 MB to ~250–300 MB.
//
// - V8's young generation: Node 24 lets each semi-space grow to 64 MB, and start-up's burst of
//   long-lived objects grows it there, 128 MB held for good. At 8 MB each (half Node 20's size) a scavenge comes
//   twice as often over the few objects a request leaves alive, and the process holds 16 MB less (ADR 094).
// - V8's old generation: with a limit derived from this machine's memory (4 GB here), V8 lets the
//   garbage of concurrent requests pile up to well over 100 MB before its first full collection; a
//   512 MB limit (8 times what the server holds live) makes it collect sooner.
// - The embedded PostgreSQL is WebAssembly: V8 recompiles its hot functions with its optimising
//   compiler, and one of them (a 105 KB function) takes ~600 MB of compiler memory and ~4 s of a core
//   to do so. Its baseline compiler alone served pages as fast here (ADR 021), without that peak.
// - glibc's allocator: one arena per thread that ever allocated (up to 8 per core), and freed
//   image buffers (libvips) kept in them instead of returned; sharp's documentation advises fewer
//   arenas, and a fixed mmap threshold returns large buffers to the system when they are freed.
//   The top of a heap is given back only past 4 MB free: at 128 KB, each compressed answer gave back its
//   compressor's 256 KB when it closed and faulted it in again for the next, 3× the CPU of the gzip itself
//   (ADR 089).
//
// A value given already (on the command line, in NODE_OPTIONS or in the environment) is kept.

const v8Flags = ["--max-semi-space-size=8", "--max-old-space-size=512", "--liftoff-only"];
const allocatorSettings: Record<string, string> = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_TRIM_THRESHOLD_: "4194304",
};

const givenFlags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
const missingFlags = v8Flags.filter((flag) => {
  const name = flag.split("=")[0] ?? flag;
  return !givenFlags.some((given) => given === name || given.startsWith(`${name}=`));
});
const missingSettings = Object.entries(allocatorSettings).filter(([name]) => process.env[name] === undefined);

// Not on Windows, where execve does not exist (nor glibc).
if ((missingFlags.length > 0 || missingSettings.length > 0) && process.execve) {
  process.execve(process.execPath, [process.execPath, ...missingFlags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...Object.fromEntries(missingSettings),
  });
}
