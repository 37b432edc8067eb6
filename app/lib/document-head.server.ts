// The head of a server-rendered document, as the browser gets it (ADR 082).
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * React hoists the module preloads of React Router's `<Scripts>` to the top of the head. They made the browser fetch
 * and compile a page's twenty scripts while it was still parsing the page, so its first paint waited for them (on a
 * phone's network, for the framework's 100 KB). Without them the scripts are found by the page's module script at
 * the end of the body, after the page is painted; React adds the preloads back to the head when it hydrates.
 */
const modulePreloadLink = /<link rel="modulepreload"[^>]*>/g;
const headEnd = "</head>";

/** The document without the module preloads of its head (the body is left as it is). */
export function withoutModulePreloads(html: string): string {
  const end = html.indexOf(headEnd);
  if (end === -1) return html;
  return html.slice(0, end).replace(modulePreloadLink, "") + html.slice(end);
}

/** The same for a streamed document: holds the bytes back until the head is whole, then lets the rest through. */
export function streamWithoutModulePreloads(): Transform {
  let head: string | undefined = "";
  // A character may be split between two chunks.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === undefined) return callback(null, chunk);
      head += decoder.write(chunk);
      if (!head.includes(headEnd)) return callback();
      const whole = withoutModulePreloads(head);
      head = undefined;
      callback(null, Buffer.from(whole, "utf8"));
    },
    flush(callback) {
      if (head !== undefined) head += decoder.end();
      if (head) callback(null, Buffer.from(withoutModulePreloads(head), "utf8"));
      else callback();
    },
  });
}
