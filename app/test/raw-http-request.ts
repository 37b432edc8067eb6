import { request as send } from "node:http";

export interface RawHttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it travelled: still compressed when the server compressed it. */
  body: Buffer;
}

/** A request through node:http, whose answer's body is left encoded, so a test sees what travelled. */
export function rawHttpRequest(
  url: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawHttpResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method, headers });
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
