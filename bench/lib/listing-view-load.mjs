// One load run against a listing page, in its own process (the load generator never shares the server's thread),
// as robots (not counted) or as a new visitor per request (each one counted). Prints one JSON line: requests per
// second and the latencies of every response (nearest-rank percentiles).
//   node bench/lib/listing-view-load.mjs <url> <robot|visitors> <connections> <seconds>
import autocannon from "autocannon";
import { latencySummary } from "./percentiles.mjs";

const [url, mode, connections, seconds] = process.argv.slice(2);
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
let visitor = 0;
const latencies = [];
const instance = autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      setupRequest(request) {
        visitor += 1;
        const userAgent =
          mode === "robot" ? "Mozilla/5.0 (compatible; Googlebot/2.1)" : `${browser} bench/${process.pid}.${visitor}`;
        return { ...request, headers: { ...request.headers, "user-agent": userAgent } };
      },
    },
  ],
});
instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
const result = await instance;
console.log(
  JSON.stringify({
    rps: result.requests.average,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    ...latencySummary(latencies),
  }),
);
