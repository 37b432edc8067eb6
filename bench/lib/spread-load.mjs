// One load shape for bench:search and its floor: autocannon over a list of requests at a number of connections,
// asking for gzip, each connection starting elsewhere in the list, so every URL is asked for from the start and
// the connections do not all ask for the same one at once.
import autocannon from "autocannon";

/** Runs the load; `onResponse(ms)` is told each response's latency. Resolves to autocannon's result. */
export function spreadLoad({ url, connections, seconds, requests, onResponse }) {
  let clients = 0;
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests,
    headers: { "accept-encoding": "gzip" },
    setupClient: (client) => {
      const offset = Math.floor((clients++ * requests.length) / connections);
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
      client.on("response", (_status, _bytes, ms) => onResponse(ms));
    },
  });
}
