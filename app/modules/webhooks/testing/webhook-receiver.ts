// A webhook receiver for the tests: an HTTP server on 127.0.0.1 that records what it is sent and answers with the
// statuses it is told to, in turn (then 200), as slowly as it is told to. The guard reaches it only because the tests
// name its `host:port` in the allowed hosts, as OUTBOUND_ALLOWED_HOSTS does for a developer's own receiver.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  /** `127.0.0.1:{port}`, for the allowed hosts. */
  host: string;
  received: ReceivedDelivery[];
  /** The next answers, in turn: a status, or a status and headers (a redirect's location). */
  answers: (number | { status: number; headers: Record<string, string> })[];
  /** How long it takes to answer each request (a slow receiver); 0 at first. */
  answerDelayMs: number;
  /** The most requests it has held at the same time. */
  mostAtOnce: number;
  /** Resolves once `count` deliveries were received in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const answers: WebhookReceiver["answers"] = [];
  const waiters: (() => void)[] = [];
  let atOnce = 0;
  const server = createServer((request, response) => {
    atOnce += 1;
    receiver.mostAtOnce = Math.max(receiver.mostAtOnce, atOnce);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      for (const wake of waiters.splice(0)) wake();
      const answer = answers.shift() ?? 200;
      const { status, headers } = typeof answer === "number" ? { status: answer, headers: {} } : answer;
      setTimeout(() => {
        atOnce -= 1;
        response.writeHead(status, { "content-type": "text/plain", ...headers }).end(`answer ${status}`);
      }, receiver.answerDelayMs);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const receiver: WebhookReceiver = {
    origin: `http://${host}`,
    host,
    received,
    answers,
    answerDelayMs: 0,
    mostAtOnce: 0,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the receiver got ${received.length} of ${count} deliveries`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
