// The server's own refusals under /api/v1 (server/middleware.ts: an address it cannot read or that holds a NUL, a
// cross-site write, a body over the largest cap, a method nobody serves, a failure no route caught) answered as the
// API answers everything else: a problem (RFC 9457) with the CORS headers of a read, never plain words.
import type { Request, Response } from "express";
import { corsHeaders } from "./api-cors.ts";
import { isPublicApiPath } from "./api-path.ts";
import { type ProblemKind, sendProblem } from "./api-problems.server.ts";

/** A refusal as server/middleware.ts makes it: its status, its English words, its headers. */
interface ServerRefusal {
  status: number;
  text: string;
  headers?: Readonly<Record<string, string>>;
}

type AnswerServerRefusal = (req: Request, res: Response, refusal: ServerRefusal) => void;

const kindOfStatus: Readonly<Record<number, ProblemKind>> = {
  400: "invalid",
  403: "forbidden",
  405: "method-not-allowed",
  413: "too-large",
  500: "internal",
  501: "not-implemented",
  503: "unavailable",
};

/** Answers a refusal under /api/v1 as a problem, and any other as `otherwise` does. */
export function answerRefusalsAsProblems(baseUrl: string, otherwise: AnswerServerRefusal): AnswerServerRefusal {
  return (req, res, refusal) => {
    if (!isPublicApiPath(req.path)) return otherwise(req, res, refusal);
    // Another 4xx Express declares (a URI it cannot decode) is a request that could not be read.
    const kind = kindOfStatus[refusal.status] ?? (refusal.status < 500 ? "invalid" : "internal");
    res.set(corsHeaders(req.method));
    sendProblem(req, res, { kind, detail: refusal.text, headers: refusal.headers }, baseUrl);
  };
}
