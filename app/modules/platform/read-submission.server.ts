// Reads a POST body sent either as JSON (API callers, enhanced forms) or as a plain form post
// (forms before JavaScript has loaded), with a size cap so a huge body cannot tie up the server.

export type SubmissionFormat = "json" | "form";

export type Submission =
  | { ok: true; format: SubmissionFormat; values: Record<string, unknown> }
  | { ok: false; format: SubmissionFormat; status: 400 | 405 | 413 | 415; message: string };

const defaultMaxBytes = 64 * 1024;

export async function readSubmission(request: Request, maxBytes = defaultMaxBytes): Promise<Submission> {
  const contentType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  const format: SubmissionFormat = contentType === "application/json" ? "json" : "form";
  if (request.method !== "POST") return { ok: false, format, status: 405, message: "Use POST." };
  if (contentType !== "application/json" && contentType !== "application/x-www-form-urlencoded") {
    return { ok: false, format, status: 415, message: "Send JSON (application/json) or a form post." };
  }

  const body = await readCapped(request, maxBytes);
  if (body === undefined) return { ok: false, format, status: 413, message: "The request is too large." };

  if (format === "form") return { ok: true, format, values: Object.fromEntries(new URLSearchParams(body)) };
  let values: unknown;
  try {
    values = JSON.parse(body);
  } catch {
    return { ok: false, format, status: 400, message: "The request body is not valid JSON." };
  }
  if (typeof values !== "object" || values === null || Array.isArray(values)) {
    return { ok: false, format, status: 400, message: "The request body must be a JSON object." };
  }
  return { ok: true, format, values: values as Record<string, unknown> };
}

/** The body as text, or undefined when it is longer than `maxBytes`. */
export async function readCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
