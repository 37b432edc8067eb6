// The checks on an answer's shape and the failure report: grouped by what failed and where, with
// reproducible examples (seed and case number) and the server's request id for its log.
import type { FuzzCase } from "./cases.ts";
import type { WireAnswer, WireRequest } from "./http.ts";

export interface Failure {
  kind: string;
  fuzzCase: FuzzCase;
  status?: number;
  detail: string;
  requestId?: string;
}

/** What is wrong with a 4xx JSON reply, or undefined: it must say what is wrong, per field if about one. */
export function replyProblem(method: string, answer: WireAnswer): string | undefined {
  const status = answer.status ?? 0;
  if (status < 400 || status >= 500 || method === "HEAD") return undefined;
  if (!/^application\/json/i.test(String(answer.headers["content-type"] ?? ""))) return undefined;
  if (!answer.isComplete) return undefined;
  if (answer.headers["content-encoding"]) return undefined;
  let reply: unknown;
  try {
    reply = JSON.parse(answer.body.toString("utf8"));
  } catch {
    return `not JSON: ${excerpt(answer.body)}`;
  }
  if (reply === null || typeof reply !== "object" || Array.isArray(reply))
    return `not an object: ${excerpt(answer.body)}`;
  const { message, fieldErrors } = reply as { message?: unknown; fieldErrors?: unknown };
  let hasFieldErrors = false;
  if (fieldErrors !== undefined) {
    if (fieldErrors === null || typeof fieldErrors !== "object" || Array.isArray(fieldErrors)) {
      return `fieldErrors is not an object: ${excerpt(answer.body)}`;
    }
    const entries = Object.entries(fieldErrors);
    const empty = entries.filter(([, value]) => typeof value !== "string" || value.trim() === "");
    if (empty.length > 0)
      return `fieldErrors without a message for ${empty.map(([key]) => key).join(", ")}: ${excerpt(answer.body)}`;
    hasFieldErrors = entries.length > 0;
  }
  const hasMessage = typeof message === "string" && message.trim() !== "";
  if (!hasMessage && !hasFieldErrors) return `no message and no fieldErrors: ${excerpt(answer.body)}`;
  return undefined;
}

/** Bytes as readable text: printable ASCII as is, everything else escaped (`\x00`, `\xed`). */
export function excerpt(body: Buffer | undefined, max = 160): string {
  if (body === undefined) return "(no body)";
  if (body.length === 0) return "(empty)";
  let text = "";
  for (const byte of body.subarray(0, max)) {
    text +=
      byte >= 0x20 && byte < 0x7f && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).padStart(2, "0")}`;
  }
  return body.length > max ? `${text}… (${formatBytes(body.length)})` : text;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KiB`
      : `${bytes} B`;
}

export function shortPath(path: string): string {
  return path.length > 160 ? `${path.slice(0, 160)}… (${path.length} chars)` : path;
}

export function describeFailure({ kind, fuzzCase, status, detail, requestId }: Failure) {
  const { request } = fuzzCase;
  return {
    kind,
    status: status ?? null,
    route: fuzzCase.pattern,
    case: fuzzCase.index,
    identity: fuzzCase.identity,
    method: request.method,
    path: shortPath(request.path),
    contentType: request.headers["Content-Type"] ?? null,
    body: fuzzCase.label === "none" ? "(none)" : `[${fuzzCase.label}] ${excerpt(request.body)}`,
    headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== "Cookie")),
    oddHeaders: Object.entries(request.headers)
      .filter(
        ([name, value]) => !usualHeaders.has(name) || (name === "Origin" && !value.startsWith("http://localhost")),
      )
      .map(
        ([name, value]) => `${name}: ${name === "Cookie" && fuzzCase.identity !== "anonymous" ? "(session)" : value}`,
      )
      .join("; "),
    answer: detail,
    requestId: requestId ?? null,
  };
}

const usualHeaders = new Set(["Accept", "Accept-Encoding", "Content-Type", "Origin", "Cookie"]);

/** What a failing request has that may explain it whatever the route: a method, a request target, a Host. */
function suspectOf(request: WireRequest): string | undefined {
  if (request.method === "TRACE") return "TRACE (any path)";
  if (!request.path.startsWith("/")) return `request target ${request.path}`;
  if (request.headers.Host !== undefined) return `Host: ${request.headers.Host} (any path)`;
  return undefined;
}

/** Failures grouped by kind, status and route, each group with its methods, bodies and two examples. */
export function formatFailures(failures: Failure[], runSeed: number): string {
  if (failures.length === 0) return "no failures";
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = `${failure.kind} ${failure.status ?? ""} ${suspectOf(failure.fuzzCase.request) ?? failure.fuzzCase.pattern}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [`${failures.length} failing requests in ${groups.size} groups (seed ${runSeed}):`];
  for (const [key, group] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const methodsSeen = [...new Set(group.map((failure) => failure.fuzzCase.request.method))].join(",");
    const routes = new Set(group.map((failure) => failure.fuzzCase.pattern));
    const identities = [...new Set(group.map((failure) => failure.fuzzCase.identity))].join(",");
    const labels = [...new Set(group.map((failure) => failure.fuzzCase.label))];
    lines.push(
      `\n● ${key} — ${group.length}× [${methodsSeen}] as ${identities}${routes.size > 1 ? ` on ${routes.size} routes` : ""}; bodies: ${labels.slice(0, 8).join(" | ")}${labels.length > 8 ? " …" : ""}`,
    );
    for (const failure of group.slice(0, 2)) {
      const described = describeFailure(failure);
      lines.push(
        `    ${described.method} ${described.path} as ${described.identity}` +
          `${described.case >= 0 ? ` (FUZZ_SEED=${runSeed} FUZZ_CASE=${described.case})` : ""}` +
          `${described.oddHeaders ? `\n      headers: ${described.oddHeaders}` : ""}` +
          `\n      content-type: ${described.contentType ?? "(none)"}; body: ${described.body}` +
          `\n      → ${described.status ?? "no status"} ${described.answer}${described.requestId ? ` [request ${described.requestId}]` : ""}`,
      );
    }
  }
  return lines.join("\n");
}
