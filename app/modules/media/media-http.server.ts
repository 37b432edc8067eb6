import { pipeline } from "node:stream/promises";
import type { RequestHandler } from "express";
import type { Database } from "#app/db/client.server.ts";
import type { MediaStorage } from "./media-storage.ts";
import { createMediaFileServer } from "./serve-media.server.ts";

const closedByTheClient = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_UNABLE_TO_PIPE", "ECONNRESET", "EPIPE"]);

/**
 * Express handler for `GET|HEAD /media/:id` and `/media/:id/:file`, mounted by server/express-endpoints.ts ahead
 * of React Router: media need no session, page context or rendering, and a gallery asks for many at once.
 */
export function mediaRequestHandler(services: { db: Database; storage: MediaStorage }): RequestHandler {
  const server = createMediaFileServer(services);
  return async (req, res, next) => {
    try {
      const answer = await server.serve({
        method: req.method,
        id: String(req.params.id ?? ""),
        // The base URL `/media/<id>` (what listings store) shows the largest WebP, for any plain <img> or crawler.
        file: String(req.params.file ?? "1920.webp"),
        range: req.get("range") ?? null,
        ifNoneMatch: req.get("if-none-match") ?? null,
        ifRange: req.get("if-range") ?? null,
      });
      res.status(answer.status).set(answer.headers);
      if (!answer.body) {
        res.end();
        return;
      }
      // A viewer that scrubs a video, or a page left before its images arrive, drops the connection
      // mid-file or before it starts: a normal end for a download, not an error worth a log line.
      await pipeline(answer.body, res).catch((error: NodeJS.ErrnoException) => {
        if (!closedByTheClient.has(error.code ?? "")) throw error;
      });
    } catch (error) {
      if (res.headersSent) res.destroy();
      else next(error);
    }
  };
}
