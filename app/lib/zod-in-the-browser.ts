import { z } from "zod";

// Zod probes `new Function` once to see whether it may compile fast object parsers. Under our CSP (no
// 'unsafe-eval') the probe throws and zod falls back, but Chrome still reports an eval violation, which
// Lighthouse's best practices count. Jitless skips the probe in the browser; the server, which has no CSP,
// keeps the compiled parsers. Imported first by app/root.tsx, so it runs before any schema is built.
if (!import.meta.env.SSR) z.config({ jitless: true });
