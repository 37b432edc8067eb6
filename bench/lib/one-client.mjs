// One client asking one request at a time over one kept-alive connection, as a crawler or a browser tab does, and
// timed as the load's requests are (autocannon): from the request to the answer's last byte. The answer is
// decompressed after the clock stops, so the client's gunzip of a 25 MB sitemap is not counted as the server's time.
import http from "node:http";
import { gunzipSync } from "node:zlib";

/**
 * `get(path)` resolves to `{ status, ms, body, headers, text() }`: the bytes as sent, their content type and encoding,
 * and the text decoded on demand; `close()` ends the connection.
 */
export function createOneClient(baseUrl) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.get({ hostname, port, path, agent, headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const ms = performance.now() - started;
          const body = Buffer.concat(chunks);
          const headers = Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => /^content-(type|encoding)$/.test(name)),
          );
          const text = () => (headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString();
          resolve({ status: response.statusCode, ms, body, headers, text });
        });
        response.on("error", reject);
      });
      request.on("error", reject);
    });
  return { get, close: () => agent.destroy() };
}
