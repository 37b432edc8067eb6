// Raw HTTP for the fuzz: node:http sends exactly the method, path, headers and bytes we choose (no
// browser, no fetch normalising the URL), and a bare socket sends a body larger than the server takes.
import http from "node:http";
import net from "node:net";

export interface WireRequest {
  method: string;
  /** Path and query as they go on the request line, already percent-encoded (or not). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body with Transfer-Encoding: chunked instead of a Content-Length. */
  isChunked?: boolean;
  /** Whatever the caller wants back in `PreviousOnSocket` (the fuzz case). */
  tag?: unknown;
}

/** The answer a kept-alive socket carried before the server reset it under the next request, before any answer to that one. */
export interface PreviousOnSocket {
  tag: unknown;
  status: number | undefined;
  /** The previous answer's Connection header. */
  connection: string | undefined;
  /** How long before the reset that answer ended. */
  msBefore: number;
}

export interface WireAnswer {
  /** Undefined when no answer came (then `error` says why). */
  status?: number;
  headers: http.IncomingHttpHeaders;
  /** The start of the body (enough to check a JSON reply). */
  body: Buffer;
  /** The whole body arrived (and fits in `body`). */
  isComplete: boolean;
  error?: string;
  /** The first attempt's error, when the connection was reset before any answer and this is the retry. */
  retriedAfter?: string;
  /** When that reset came on a reused socket: what that socket answered before. */
  resetAfter?: PreviousOnSocket;
  /**
   * The connection was lost after this answer had begun and before it ended (a reset): the answer's own
   * exchange, not the previous one on the socket, and the client may have lost part or all of it.
   */
  cutBy?: string;
  ms: number;
}

const keptBodyBytes = 256 * 1024;

/** How a lost connection shows in Node's client: a reset, a write into a reset socket, an early end. */
const connectionLoss = /ECONNRESET|EPIPE|socket hang up|aborted/i;

interface SocketRecord {
  tag: unknown;
  status: number | undefined;
  connection: string | undefined;
  endedAt: number;
}

/** The last answer each kept-alive socket carried. */
const lastAnswerOnSocket = new WeakMap<net.Socket, SocketRecord>();

/** One request; resolves with the answer, or with the error when none came. Never rejects. */
export function send(
  origin: URL,
  agent: http.Agent | false,
  request: WireRequest,
  timeoutMs: number,
): Promise<WireAnswer> {
  return sendOnce(origin, agent, request, timeoutMs).then(async (answer) => {
    // A connection reset before any answer (a kept-alive socket the server closed just as we reused it,
    // a busy machine) is retried once on a new connection; a request that is refused so every time
    // fails the second time too.
    if (answer.status !== undefined || !connectionLoss.test(answer.error ?? "")) return answer;
    // The retry asks to keep its connection, as the first attempt did: its answer's Connection header is then
    // the server's own choice, which tells a request the server refuses by closing from one it keeps.
    const keepAlive = { ...request, headers: { ...request.headers, Connection: "keep-alive" } };
    const again = await sendOnce(origin, false, keepAlive, timeoutMs);
    return { ...again, retriedAfter: answer.error, resetAfter: answer.resetAfter };
  });
}

function sendOnce(
  origin: URL,
  agent: http.Agent | false,
  request: WireRequest,
  timeoutMs: number,
): Promise<WireAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let isSettled = false;
    let answer: http.IncomingMessage | undefined;
    const chunks: Buffer[] = [];
    let kept = 0;
    let total = 0;
    let socket: net.Socket | undefined;
    let resetAfter: PreviousOnSocket | undefined;
    const finish = (error?: string) => {
      if (isSettled) return;
      isSettled = true;
      const cutBy = answer && !answer.complete && connectionLoss.test(error ?? "") ? error : undefined;
      if (socket && answer) {
        const connection = answer.headers.connection;
        lastAnswerOnSocket.set(socket, {
          tag: request.tag,
          status: answer.statusCode,
          connection,
          endedAt: performance.now(),
        });
      }
      resolve({
        resetAfter,
        cutBy,
        status: answer?.statusCode,
        headers: answer?.headers ?? {},
        body: Buffer.concat(chunks),
        isComplete: Boolean(answer?.complete) && total === kept,
        error: answer ? undefined : error,
        ms: performance.now() - started,
      });
    };
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined && !request.isChunked) headers["Content-Length"] = String(request.body.length);
    if (request.isChunked) headers["Transfer-Encoding"] = "chunked";
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request({
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers,
        agent,
      });
    } catch (error) {
      finish(`not sent: ${(error as Error).message}`);
      return;
    }
    // Settled first, so that the connection this ends is not taken for a reset.
    outgoing.setTimeout(timeoutMs, () => {
      finish(`no answer within ${timeoutMs} ms`);
      outgoing.destroy();
    });
    outgoing.on("socket", (assigned) => {
      socket = assigned;
    });
    outgoing.on("response", (response) => {
      answer = response;
      response.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (kept < keptBodyBytes) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      response.on("end", () => finish());
      response.on("error", (error: NodeJS.ErrnoException) => finish(`${error.code ?? ""} ${error.message}`.trim()));
      response.on("close", () => finish(response.complete ? undefined : "aborted: closed before the answer ended"));
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      const reason = `${error.code ?? ""} ${error.message}`.trim();
      // A reset after this request's answer began is this exchange's; only one before it may be the previous answer's.
      const previous = outgoing.reusedSocket && socket && !answer ? lastAnswerOnSocket.get(socket) : undefined;
      if (previous) {
        const { tag, status, connection, endedAt } = previous;
        resetAfter = { tag, status, connection, msBefore: performance.now() - endedAt };
      }
      finish(outgoing.reusedSocket ? `reused socket: ${reason}` : reason);
    });
    outgoing.on("close", () => finish("connection closed without an answer"));
    if (request.body === undefined) {
      outgoing.end();
    } else if (request.isChunked && request.body.length > 1) {
      const middle = Math.floor(request.body.length / 2);
      outgoing.write(request.body.subarray(0, middle));
      outgoing.end(request.body.subarray(middle));
    } else {
      outgoing.end(request.body);
    }
  });
}

export interface OversizedAnswer {
  status?: number;
  headers: Record<string, string>;
  bytesWritten: number;
  error?: string;
}

/**
 * Sends `bodyBytes` bytes of body with an honest Content-Length (or chunked, with none) on a socket of
 * its own, and reads the answer the server gives (typically before the body is through).
 */
export function sendOversized(
  origin: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  bodyBytes: number,
  filler: Buffer,
  { isChunked = false, timeoutMs = 20_000 } = {},
): Promise<OversizedAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: origin.hostname, port: Number(origin.port) });
    let received = Buffer.alloc(0);
    let status: number | undefined;
    let answerHeaders: Record<string, string> = {};
    let bytesWritten = 0;
    let isSettled = false;
    let lastError: string | undefined;
    const finish = () => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, headers: answerHeaders, bytesWritten, error: status === undefined ? lastError : undefined });
    };
    const timer = setTimeout(() => {
      lastError = lastError ?? `no answer within ${timeoutMs} ms`;
      finish();
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      if (status !== undefined) return;
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const [statusLine = "", ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
      status = Number(statusLine.split(" ")[1]);
      answerHeaders = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      // A server that keeps the connection reads the rest of the body: let it, then hang up.
      setTimeout(finish, 300);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      lastError = `${error.code ?? ""} ${error.message} after ${bytesWritten} body bytes`.trim();
    });
    socket.on("close", finish);
    socket.on("connect", () => {
      const head = [
        `${method} ${path} HTTP/1.1`,
        `Host: ${origin.host}`,
        ...Object.entries({
          ...headers,
          ...(isChunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(bodyBytes) }),
        }).map(([name, value]) => `${name}: ${value}`),
        "",
        "",
      ].join("\r\n");
      socket.write(head);
      // Like a browser, read while sending: a piece at a time, looking for an answer in between.
      const pump = async () => {
        while (bytesWritten < bodyBytes && !socket.destroyed && status === undefined) {
          const piece = filler.subarray(0, Math.min(filler.length, bodyBytes - bytesWritten));
          bytesWritten += piece.length;
          const isLast = bytesWritten >= bodyBytes;
          const framed = isChunked
            ? Buffer.concat([
                Buffer.from(`${piece.length.toString(16)}\r\n`),
                piece,
                Buffer.from(isLast ? "\r\n0\r\n\r\n" : "\r\n"),
              ])
            : piece;
          if (!socket.write(framed)) await new Promise((resolve) => socket.once("drain", resolve));
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      };
      void pump();
    });
  });
}
