import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { MessagesSourceContext } from "./components/i18n/messages-source.ts";
import { bytesResponse } from "./lib/bytes-response.ts";
import { getRequestInfo } from "./lib/context.server.ts";
import { documentWithoutModulePreloads } from "./lib/document-head.server.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { messagesOf } from "./modules/i18n/catalogs.server.ts";
import type { MessageId } from "./modules/i18n/message-ids.ts";
import { requestTranslator } from "./modules/i18n/request-translator.server.ts";
import { noteEscapedFailure } from "./modules/platform/escaped-failures.server.ts";

export const streamTimeout = 5_000;

/** The server reads a page's messages from the catalogs it loaded at start (ADR 056). */
const serverMessages = { read: messagesOf };

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A body refused for its size gets a short page, not the whole app: the client may still be sending
  // that body, and the answer must reach it before the connection closes (server/middleware.ts).
  if (responseStatusCode === 413) return tooLargePage(request, routerContext, responseHeaders);
  const { nonce, logger } = getRequestInfo(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");

    /**
     * The whole document as one body with its length, once every part has rendered: a browser's as a crawler's
     * (ADR 092). React Router's transfer of the loader data renders a few milliseconds after the shell on every page;
     * streamed, each piece went through the compressor on the thread pool, at about twice a page's CPU.
     */
    function sendWhole() {
      const chunks: Buffer[] = [];
      const document = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
        final(callback) {
          clearTimeout(timeoutId);
          // Not `new Response(buffer)`, which copies the page (~150 KB) for nothing (ADR 088).
          const pieces = documentWithoutModulePreloads(Buffer.concat(chunks));
          resolve(bytesResponse(pieces, { headers: responseHeaders, status: responseStatusCode }));
          callback();
        },
      });
      pipe(document);
    }

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <MessagesSourceContext value={serverMessages}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </MessagesSourceContext>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary stays in place in the HTML. React would otherwise move one that ends past the
        // first 12,800 bytes behind the page, hidden until a script puts it back: a lazily hydrated part of the page
        // (ADR 079) would then be missing before JavaScript, and shown late with it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          shellRendered = true;
          sendWhole();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by the request handler when it rejects.
          if (shellRendered) logger.error({ err: error }, "a part of the page failed to render");
        },
      },
    );
  });
}

function tooLargePage(request: Request, routerContext: EntryContext, headers: Headers): Response {
  const replies = Object.values(routerContext.staticHandlerContext.actionData ?? {}) as { message?: unknown }[];
  const reply = replies.map((actionReply) => actionReply?.message).find((text) => typeof text === "string");
  // A reply's message is a message id, or words already (ADR 056): the page gets words.
  const message = reply === undefined ? undefined : requestTranslator(request).t(reply as MessageId);
  // A client asking for JSON alone (a script posting to a page) gets the reply shape of JSON endpoints.
  const accept = request.headers.get("accept") ?? "";
  if (accept.includes("application/json") && !accept.includes("text/html")) {
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify({ ok: false, message: message ?? "The request is too large." }), {
      status: 413,
      headers,
    });
  }
  const back = new URL(request.url).pathname;
  headers.set("Content-Type", "text/html; charset=utf-8");
  const page = [
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Request too large</title>',
    `<h1>Request too large</h1><p>${escapeHtml(message ?? "The request is too large.")}</p>`,
    `<p><a href="${escapeHtml(back)}">Go back</a></p></html>`,
  ].join("");
  return new Response(page, { status: 413, headers });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A refusal (405, 404) or an AppError a route let through is an answer, not a fault of ours.
  if (noteEscapedFailure(error, context)) return;
  // The context is missing only when React Router fails before it accepted the request's context.
  if (context) getRequestInfo(context).logger.error({ err: error, url: request.url }, "unhandled route error");
  else console.error(error);
};
