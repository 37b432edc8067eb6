// The build's assets as compressed once at build time (scripts/compress-assets.ts, ADR 055): Brotli or gzip, as the
// browser prefers, with the file's own type and the year-long caching of hashed names. A file without a compressed
// twin, or a browser that accepts neither, goes on to the plain static handler (and the compression middleware).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { acceptedEncoding } from "#app/lib/accepted-encoding.server.ts";

const encodings = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;
type Encoding = (typeof encodings)[number]["name"];

export function precompressedAssets(directory: string, maxAge: string): RequestHandler {
  const twins = compressedTwins(directory);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = twins.get(req.path.slice(1));
    if (!available) return next();
    const accepted = acceptedEncoding(
      req,
      encodings.map((candidate) => candidate.name).filter((name) => available.has(name)),
    );
    const encoding = encodings.find((candidate) => candidate.name === accepted);
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding.name);
    // The type of the file itself: `send` would otherwise name the type of `.br` or `.gz`.
    res.type(path.extname(req.path));
    res.sendFile(`${req.path.slice(1)}${encoding.extension}`, { root: directory, immutable: true, maxAge }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/** Each file name of `directory` that has compressed twins, with their encodings. */
function compressedTwins(directory: string): Map<string, Set<Encoding>> {
  const twins = new Map<string, Set<Encoding>>();
  if (!existsSync(directory)) return twins;
  for (const name of readdirSync(directory)) {
    const encoding = encodings.find((candidate) => name.endsWith(candidate.extension));
    if (!encoding) continue;
    const original = name.slice(0, -encoding.extension.length);
    twins.set(original, (twins.get(original) ?? new Set<Encoding>()).add(encoding.name));
  }
  return twins;
}
