import { z } from "zod";
import { getServices } from "#app/lib/context.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { replyJson } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/auth";

// better-auth's own endpoints (/api/auth/*): e-mail links land here, and API clients may use them directly.
export function loader({ request, context }: Route.LoaderArgs) {
  return getServices(context).auth.handler(request);
}

/** Any JSON object or form: better-auth checks each endpoint's fields itself. */
const authBodySchema = z.custom<Record<string, unknown>>(() => true);

/** Its largest body (a sign-up: e-mail, name, password, callback URL) is well under 1 KB. */
const maxAuthBodyBytes = 16 * 1024;

/**
 * A body reaches better-auth only through the one reader: JSON or a form post (what its endpoints
 * take), at most 16 KB, without NUL (400, per field) and with lone surrogates made U+FFFD, so neither
 * reaches the database. better-auth gets the cleaned body in the format it was sent in, so each of its
 * endpoints still decides which formats it takes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, {
    schema: authBodySchema,
    formats: ["json", "form"],
    maxBytes: maxAuthBodyBytes,
  });
  if (!input.ok) return replyJson(input.failure);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  const body =
    input.format === "json"
      ? JSON.stringify(input.data)
      : new URLSearchParams(Object.entries(input.data).map(([name, value]) => [name, String(value)]));
  const cleaned = new Request(request.url, { method: request.method, headers, body, signal: request.signal });
  return getServices(context).auth.handler(cleaned);
}
