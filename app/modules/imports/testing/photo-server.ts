// A local web server for the import's photo tests: numbered JPEGs (photo n is 100 + n pixels wide, so their order
// can be read back from the stored media), and the answers a photo address must not be taken from.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export interface PhotoServer {
  /** `127.0.0.1:{port}`: what OUTBOUND_ALLOWED_HOSTS names to let the import reach it. */
  host: string;
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** The width of photo `n` (`/photos/{n}.jpg`). */
export const photoWidth = (n: number) => 100 + n;

/**
 * Serves `/photos/{n}.jpg`, `/big.jpg` (16 MB), `/page.html`, `/fake.jpg` (text said to be a JPEG), `/missing.jpg`
 * (404) and `/redirect?to={address}` (302 there).
 */
export async function startPhotoServer(): Promise<PhotoServer> {
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push(url.pathname);
    const photo = /^\/photos\/(\d+)\.jpg$/.exec(url.pathname);
    if (photo) {
      const width = photoWidth(Number(photo[1]));
      const bytes = await sharp({ create: { width, height: 80, channels: 3, background: "#4a7" } })
        .jpeg()
        .toBuffer();
      return response.writeHead(200, { "content-type": "image/jpeg" }).end(bytes);
    }
    if (url.pathname === "/big.jpg") {
      return response
        .writeHead(200, { "content-type": "image/jpeg", "content-length": String(16 * 1024 * 1024) })
        .end(Buffer.alloc(16 * 1024 * 1024));
    }
    if (url.pathname === "/page.html") {
      return response.writeHead(200, { "content-type": "text/html" }).end("<p>Not a photo</p>");
    }
    if (url.pathname === "/fake.jpg") {
      return response.writeHead(200, { "content-type": "image/jpeg" }).end("just some text, not a JPEG");
    }
    if (url.pathname === "/redirect") {
      return response.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
    }
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    origin: `http://${host}`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
