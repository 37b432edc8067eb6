// A tiny S3-compatible server for tests (path-style, in memory): PUT, HEAD, GET with Range, DELETE.
// It records each request's method, path and headers so tests can check what the SDK sends.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedS3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: RecordedS3Request[];
  close(): Promise<void>;
}

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: RecordedS3Request[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, bodyBytes: body.length });
    const prefix = `/${bucket}/`;
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404, { "content-type": "application/xml" }).end(xmlError("NoSuchBucket"));
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const stored = objects.get(key);
    switch (req.method) {
      case "PUT":
        objects.set(key, { body, contentType: String(req.headers["content-type"] ?? "") });
        res.writeHead(200, { etag: `"${body.length}"` }).end();
        return;
      case "DELETE":
        objects.delete(key);
        res.writeHead(204).end();
        return;
      case "HEAD":
        if (!stored) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, { "content-length": stored.body.length, "content-type": stored.contentType }).end();
        return;
      case "GET": {
        if (!stored) {
          res.writeHead(404, { "content-type": "application/xml" }).end(xmlError("NoSuchKey"));
          return;
        }
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
        if (range) {
          const start = Number(range[1]);
          const end = Math.min(Number(range[2]), stored.body.length - 1);
          res
            .writeHead(206, {
              "content-type": stored.contentType,
              "content-length": end - start + 1,
              "content-range": `bytes ${start}-${end}/${stored.body.length}`,
            })
            .end(stored.body.subarray(start, end + 1));
          return;
        }
        res
          .writeHead(200, { "content-type": stored.contentType, "content-length": stored.body.length })
          .end(stored.body);
        return;
      }
      default:
        res.writeHead(405, { "content-type": "application/xml" }).end(xmlError("MethodNotAllowed"));
    }
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
