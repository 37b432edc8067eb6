import pino from "pino";
import type { Logger } from "#app/lib/logger.server.ts";

/** A logger at `info` that keeps each line it writes, parsed: tests count what the code logged. */
export function recordingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}
