// An answer of bytes the server already holds (a kept sitemap, its gzip, a social image, a rendered page), sent without
// copying them.
// Given a buffer as its body, undici's Response copies it twice: when it extracts the body, and again as its stream's
// one chunk. For a listings sitemap (1.3 MB gzipped, 25 MB without) those copies and their garbage were most of the
// answer's CPU (ADR 088). A stream of the bytes themselves is read as they are.

/** A Response whose body is `bytes` as they are (or its pieces, in order), with their Content-Length. */
export function bytesResponse(
  bytes: Uint8Array | readonly Uint8Array[],
  init: { status?: number; headers: Headers | Record<string, string> },
): Response {
  const pieces = bytes instanceof Uint8Array ? [bytes] : bytes;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  const headers = new Headers(init.headers);
  headers.set("Content-Length", String(pieces.reduce((length, piece) => length + piece.byteLength, 0)));
  return new Response(body, { status: init.status, headers });
}
