// zod as every module that may run in the browser imports it. Zod probes `new Function` once to see
// whether it may compile fast object parsers. Under our CSP (no 'unsafe-eval') the probe throws and zod
// falls back, but Chrome still reports an eval violation, which Lighthouse's best practices count.
// Jitless skips the probe in the browser; the server, which has no CSP, keeps the compiled parsers.
// Importing zod through this module runs the setting before any schema is built, and only on pages
// that load zod at all (the home page does not).
import { z } from "zod";

// A document, not import.meta.env: scripts run by plain Node (the seed, migrations) import schemas too.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
