// How a feed route answers (docs/product/open-platform.md, Atom feeds): the document as Atom, or a bad search as
// a short plain-text 400 naming each parameter's problem in the request's language (a feed reader shows a body as
// text, and no Atom document can say "your address is wrong").

import type { Translator } from "#app/modules/i18n/translator.ts";
import { privateCacheControl } from "#app/modules/platform/private-pages.server.ts";
import { type InputFailure, replyInWords } from "#app/modules/platform/reply.server.ts";

export function atomResponse(xml: string, cacheControl: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": cacheControl },
  });
}

export function searchFailureResponse(failure: InputFailure, translator: Translator): Response {
  const { message, fieldErrors = {} } = replyInWords(failure.reply, translator);
  const lines = [
    ...(message ? [message] : []),
    ...Object.entries(fieldErrors).map(([name, problem]) => `${name}: ${problem}`),
  ];
  const headers = new Headers(failure.headers);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(`${lines.join("\n")}\n`, { status: failure.status, headers });
}

/** A private feed address that names no feed (wrong, replaced or turned off): the same 404 for each. */
export function feedNotFoundResponse(translator: Translator): Response {
  return new Response(`${translator.t("feeds.error.notFound")}\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": privateCacheControl },
  });
}
