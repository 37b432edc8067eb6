// Run after every build (`npm run build`'s postbuild): each file of build/client/assets that compression shrinks is
// written beside itself as `.br` (Brotli, best quality) and `.gz` (gzip -9), once, so that the server never compresses
// a file that never changes (server/precompressed-assets.ts, ADR 055).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assetsDir = path.resolve(import.meta.dirname, "../build/client/assets");
/** Images are compressed in their own formats; text is what gains. */
const compressible = new Set([".js", ".css", ".svg", ".json", ".txt", ".map"]);
/** Below this, a compressed file saves less than its headers cost (the server's own threshold: 4 KB). */
const minimumBytes = 1024;

const started = performance.now();
let written = 0;
for (const name of readdirSync(assetsDir)) {
  if (!compressible.has(path.extname(name))) continue;
  const file = path.join(assetsDir, name);
  const body = readFileSync(file);
  if (body.length < minimumBytes) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  written += 1;
}
console.log(`Compressed ${written} assets (Brotli and gzip) in ${Math.round(performance.now() - started)} ms.`);
