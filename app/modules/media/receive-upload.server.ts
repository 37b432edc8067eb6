import { createHash, randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import busboy from "busboy";
import { AppError, isAppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { type DetectedType, detectionBytes, detectMediaType } from "./detect-media-type.server.ts";

export interface ReceiveUploadOptions {
  request: Request;
  /** Folder for the file while it arrives (created if needed). */
  spoolDir: string;
  /** Bytes allowed; one more and the upload is refused with `tooLargeMessage`. */
  maxBytes: number;
  tooLargeMessage: string;
  /** Says why a detected type is not welcome here, or null when it is; `type` is null for anything unrecognised. */
  refuseType(type: DetectedType | null): string | null;
}

export interface ReceivedUpload {
  /** The spooled file; the caller stores or deletes it. */
  file: string;
  size: number;
  /** What `refuseType` accepted (null when it let bytes it does not know through: a PDF, checked by its caller). */
  type: DetectedType;
  /** The file's name as sent (a plain base name, or ""): for a caller that shows it, never for storage. */
  fileName: string;
  /** The SHA-256 of the file's bytes (hex), hashed as they arrived: tells one file from another of the same size. */
  sha256: string;
  /** The form's text fields beside the file (each name's first value), for a form posted without JavaScript. */
  fields: Readonly<Record<string, string>>;
}

/** Room for the multipart envelope around the file. */
const envelopeBytes = 64 * 1024;

/**
 * Streams the one file of a multipart/form-data request (field `file`) to a spool file, never holding
 * more than its first 64 KB in memory. The type is judged from those first bytes, so a refused file is
 * stopped early; the size is enforced as the bytes arrive.
 */
export async function receiveUpload({
  request,
  spoolDir,
  maxBytes,
  tooLargeMessage,
  refuseType,
}: ReceiveUploadOptions): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    throw new AppError("unsupported-media-type", "media.upload.badRequest" satisfies MessageId);
  }
  const declaredLength = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declaredLength > maxBytes + envelopeBytes) {
    throw new AppError("too-large", tooLargeMessage);
  }
  await mkdir(spoolDir, { recursive: true });

  const source = Readable.fromWeb(request.body as never);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send a file's name as UTF-8 ("Rapport d’inspection.pdf"); busboy reads Latin-1 unless told.
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
      // The name as sent, so a crafted one can be refused (it is never used for storage).
      preservePath: true,
    });
  } catch {
    throw new AppError("invalid", "media.upload.badRequest" satisfies MessageId);
  }

  return new Promise<ReceivedUpload>((resolve, reject) => {
    let settled = false;
    let spool: { file: string; stream: WriteStream } | undefined;
    let incoming: Readable | undefined;
    let received: Omit<ReceivedUpload, "fields"> | undefined;
    let fileDone: Promise<void> | undefined;
    const fields = new Map<string, string>();

    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      // Stop parsing; the request stream is left alone (cancelling it would reset the connection before
      // the client reads the answer), and the server discards or closes it after answering.
      source.unpipe(parser);
      source.pause();
      parser.removeAllListeners();
      parser.on("error", () => {});
      incoming?.destroy();
      if (spool) {
        const { stream, file } = spool;
        stream.destroy();
        stream.once("close", () => unlink(file).catch(() => {}));
      }
      reject(error);
    };

    parser.on("field", (name, value) => {
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on("file", (field, stream, info) => {
      if (field !== "file" || fileDone) {
        stream.resume();
        if (field === "file") fail(new AppError("invalid", "media.upload.badRequest" satisfies MessageId));
        return;
      }
      // The name is never used (keys are made by the server), but a browser sends a plain base name:
      // folders or `..` in it mean a crafted request.
      if (!isPlainFileName(info.filename)) {
        stream.resume();
        fail(new AppError("invalid", "media.upload.badFileName" satisfies MessageId));
        return;
      }
      incoming = stream;
      fileDone = (async () => {
        const file = path.join(spoolDir, `${randomUUID()}.upload`);
        const out = createWriteStream(file, { flags: "wx" });
        spool = { file, stream: out };
        const outClosed = new Promise<void>((done, broke) => {
          out.once("close", done);
          out.once("error", broke);
        });
        // Awaited only on success; a refusal destroys the stream, and that error is no news.
        outClosed.catch(() => {});
        let size = 0;
        const hash = createHash("sha256");
        let head: Buffer[] = [];
        let headSize = 0;
        let type: DetectedType | null | undefined;
        const judge = async () => {
          type = await detectMediaType(Buffer.concat(head, headSize));
          head = [];
          const refusal = refuseType(type);
          if (refusal) throw new AppError("invalid", refusal);
        };
        stream.on("limit", () => fail(new AppError("too-large", tooLargeMessage)));
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          if (settled) return;
          size += chunk.length;
          hash.update(chunk);
          if (type === undefined) {
            head.push(chunk);
            headSize += chunk.length;
            if (headSize >= detectionBytes) await judge();
          }
          if (!out.write(chunk)) {
            await new Promise<void>((resume) => {
              const done = () => {
                out.off("drain", done);
                out.off("close", done);
                resume();
              };
              out.on("drain", done);
              out.on("close", done);
            });
          }
        }
        if (settled) return;
        if (size === 0) throw new AppError("invalid", "media.upload.emptyFile" satisfies MessageId);
        if (type === undefined) await judge();
        out.end();
        await outClosed;
        received = {
          file,
          size,
          type: type as DetectedType,
          fileName: info.filename ?? "",
          sha256: hash.digest("hex"),
        };
      })().catch((error: unknown) => {
        fail(isAppError(error) ? error : new AppError("invalid", "media.upload.failed" satisfies MessageId));
      });
    });
    parser.on("filesLimit", () => fail(new AppError("invalid", "media.upload.badRequest" satisfies MessageId)));
    parser.on("partsLimit", () => fail(new AppError("invalid", "media.upload.badRequest" satisfies MessageId)));
    parser.on("error", () => fail(new AppError("invalid", "media.upload.badRequest" satisfies MessageId)));
    source.on("error", () => fail(new AppError("invalid", "media.upload.failed" satisfies MessageId)));
    parser.on("close", async () => {
      if (!fileDone) return fail(new AppError("invalid", "media.upload.badRequest" satisfies MessageId));
      await fileDone;
      if (settled) return;
      if (!received) return fail(new AppError("invalid", "media.upload.failed" satisfies MessageId));
      settled = true;
      resolve({ ...received, fields: Object.fromEntries(fields) });
    });
    source.pipe(parser);
  });
}

/** A base name: no folder separators, no control characters, not `.` or `..` (an absent name is fine). */
export function isPlainFileName(name: string | undefined): boolean {
  if (name === undefined || name === "") return true;
  if (name === "." || name === ".." || name.length > 255) return false;
  return ![...name].some((char) => char === "/" || char === "\\" || char.charCodeAt(0) < 0x20);
}
