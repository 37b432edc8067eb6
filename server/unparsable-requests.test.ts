// A request Node's parser refuses (a head over its 16 KiB limit, bytes that are not HTTP) gets its refusal whole,
// even while the client is still sending, and never resets a kept-alive connection under it. Node's own handling
// destroyed the socket at once: the rest of the request stayed unread, the kernel reset the connection, and the
// route fuzz, which had just reused that connection, blamed the reset on the answer before (ADR 044).
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseUnparsableRequests } from "./middleware.ts";

let server: Server;
let port: number;
/** Bodies the handler read, by path: a request whose body broke must not leave its handler waiting. */
const bodyOutcomes: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/slow") {
      setTimeout(() => res.end("slow"), 50);
      return;
    }
    if (req.method === "POST") {
      req.on("error", () => {});
      req.on("close", () => bodyOutcomes.push(req.complete ? "complete" : "broken"));
      req.resume();
      req.on("end", () => res.end("read"));
      return;
    }
    res.end("ok");
  });
  refuseUnparsableRequests(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

interface Conversation {
  /** Everything the server sent, in order. */
  text: string;
  /** The socket error, if the connection ended with one (a reset) rather than the server's end. */
  error?: string;
}

/**
 * Writes each piece once the server has answered the one before (the first at once), as a keep-alive client
 * does, and reads until the server closes.
 */
function converse(pieces: (string | Buffer)[], { timeoutMs = 5_000 } = {}): Promise<Conversation> {
  return new Promise((resolve) => {
    let text = "";
    let error: string | undefined;
    let next = 0;
    const socket = connect(port, "127.0.0.1", () => sendNext());
    const sendNext = () => {
      const piece = pieces[next];
      next += 1;
      if (piece !== undefined) socket.write(piece);
    };
    const timer = setTimeout(() => {
      error = `no end within ${timeoutMs} ms`;
      socket.destroy();
    }, timeoutMs);
    socket.on("data", (chunk) => {
      const before = answersIn(text);
      text += chunk.toString("latin1");
      if (answersIn(text) > before) sendNext();
    });
    socket.on("error", (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, error });
    });
  });
}

function answersIn(text: string): number {
  return text.split("HTTP/1.1 ").length - 1;
}

const tries = 30;
const host = "Host: localhost\r\n";
/** A path that takes the request head past Node's 16 KiB limit, as the route fuzz sends. */
const longPath = `/listing/${"b".repeat(22_000)}`;
const body = Buffer.alloc(300 * 1024, 0x61);
const oversizedHead = `POST ${longPath} HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;

describe("a head over Node's limit", () => {
  it("gets its 431 after a kept-alive answer, and the connection ends without a reset, 30 times of 30", async () => {
    for (let attempt = 0; attempt < tries; attempt++) {
      const conversation = await converse([
        `GET / HTTP/1.1\r\n${host}\r\n`,
        Buffer.concat([Buffer.from(oversizedHead), body]),
      ]);
      expect(conversation.error).toBeUndefined();
      expect(conversation.text).toMatch(
        /^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nokHTTP\/1\.1 431 Request Header Fields Too Large\r\n/,
      );
      expect(conversation.text).toMatch(/\r\nConnection: close\r\n/);
    }
  });

  it("waits for the answer still being written before it, instead of cutting it off", async () => {
    // Sent right behind a request whose answer takes a moment, as a client that pipelines does; the same state
    // arises when the client has read a whole answer that the server has not yet seen flushed.
    const conversation = await converse([
      Buffer.concat([Buffer.from(`GET /slow HTTP/1.1\r\n${host}\r\n`), Buffer.from(oversizedHead), body]),
    ]);
    expect(conversation.error).toBeUndefined();
    expect(conversation.text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nslowHTTP\/1\.1 431 /);
  });
});

describe("bytes that are not HTTP", () => {
  it("get a 400 after a kept-alive answer, without a reset", async () => {
    const garbage = Buffer.concat([Buffer.from("NOT HTTP AT ALL\r\n\r\n"), body]);
    for (let attempt = 0; attempt < tries; attempt++) {
      const conversation = await converse([`GET / HTTP/1.1\r\n${host}\r\n`, garbage]);
      expect(conversation.error).toBeUndefined();
      expect(conversation.text).toMatch(/okHTTP\/1\.1 400 Bad Request\r\n/);
    }
  });

  it("in a request's own body (a broken chunk) end that request at once, as Node does", async () => {
    const broken = `POST /read HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nzz\r\n`;
    const before = bodyOutcomes.length;
    const conversation = await converse([broken], { timeoutMs: 2_000 });
    expect(conversation.error).not.toBe("no end within 2000 ms");
    expect(conversation.text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bodyOutcomes.slice(before)).toEqual(["broken"]);
  });
});

describe("the lingering after a refusal", () => {
  it("cuts off a client that keeps sending once it has sent more than the cap, well before the time limit", async () => {
    const capped = createServer((_req, res) => res.end("ok"));
    refuseUnparsableRequests(capped, { maxBytes: 256 * 1024, maxMs: 10_000 });
    capped.listen(0, "127.0.0.1");
    await once(capped, "listening");
    // Half-open allowed: the server's end does not end this side, which writes on until the server closes.
    const socket = connect({ port: (capped.address() as AddressInfo).port, host: "127.0.0.1", allowHalfOpen: true });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.on("error", () => {});
    const started = performance.now();
    socket.write(oversizedHead);
    const pump = () => {
      while (!socket.destroyed && socket.write(body));
      if (!socket.destroyed) socket.once("drain", pump);
    };
    pump();
    await closed;
    capped.close();
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
