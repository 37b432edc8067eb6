// An answer of bytes the server already holds (a kept sitemap, its gzip, a social image), sent without copying them.
// Given a buffer as its body, undici's Response copies it twice: when it extracts the body, and again as its stream's
// one chunk. For a listings sitemap (1.3 MB gzipped, 25 MB without) those copies and their garbage were most of the
// answer's CPU (ADR 088). A stream of the bytes themselves is read as they are.

/** A Response whose body is `bytes` as they are, with their Content-Length. */
export function bytesResponse(bytes: Uint8Array, init: { status?: number; headers: Record<string, string> }): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, { ...init, headers: { ...init.headers, "Content-Length": String(bytes.byteLength) } });
}
