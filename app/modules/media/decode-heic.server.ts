import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { MainModule } from "libheif-js/libheif-wasm/libheif.js";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { maxImagePixels } from "./media-limits.ts";

/** A decoded photo: interleaved 8-bit RGB rows, upright (the container's rotation and mirroring applied). */
export interface DecodedHeic {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

type Outcome =
  | { decoded: Omit<DecodedHeic, "data"> & { data: Uint8Array } }
  | { refused: "too-many-pixels" | "unreadable" };

const decoderTask = "roamstead:heic-decoder";
/** A decoder left idle this long ends, and its memory goes with it. */
const idleMs = 10_000;

interface Decoder {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}
/** Decoders waiting for work: one per photo being decoded at once (uploads decode at most two at a time). */
const idle: Decoder[] = [];

/**
 * Decodes a HEIC/HEIF photo (HEVC inside, which sharp's prebuilt libvips cannot decode) with libheif
 * compiled to WebAssembly (npm libheif-js), in a worker thread: a WebAssembly memory never shrinks, and
 * a 12 MP photo grows libheif's past 100 MB, which would otherwise stay with the server for good (ADR
 * 021). A worker is kept for the next photo of a batch (starting one and compiling libheif takes ~0.2 s)
 * and ends after 10 s without work. The primary image's size is read from the container before any
 * pixel is decoded; more than maxImagePixels is refused (docs/product/media.md).
 */
export async function decodeHeic(file: Buffer): Promise<DecodedHeic> {
  const decoder = idle.pop() ?? { worker: new Worker(new URL(import.meta.url), { workerData: decoderTask }) };
  clearTimeout(decoder.idleTimer);
  decoder.worker.ref();
  const outcome = await ask(decoder.worker, file).catch((error: unknown) => {
    void decoder.worker.terminate();
    throw error;
  });
  decoder.idleTimer = setTimeout(() => {
    idle.splice(idle.indexOf(decoder), 1);
    void decoder.worker.terminate();
  }, idleMs).unref();
  // A waiting decoder does not keep the process alive.
  decoder.worker.unref();
  idle.push(decoder);
  if ("refused" in outcome) {
    throw new AppError(
      "invalid",
      outcome.refused === "too-many-pixels"
        ? ("media.upload.tooManyPixels" satisfies MessageId)
        : ("media.upload.unreadableImage" satisfies MessageId),
    );
  }
  const { data, ...size } = outcome.decoded;
  return { ...size, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
}

/** One photo to a decoder, and its answer (or the decoder's failure). */
function ask(worker: Worker, file: Buffer): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const answered = (outcome: Outcome) => {
      worker.off("error", failed).off("exit", exited);
      resolve(outcome);
    };
    const failed = (error: Error) => {
      worker.off("message", answered).off("exit", exited);
      reject(error);
    };
    const exited = (code: number) => failed(new Error(`the HEIC decoder stopped (exit code ${code})`));
    worker.once("message", answered).once("error", failed).once("exit", exited);
    worker.postMessage(file);
  });
}

// Run as a decoder (this module, loaded again in a worker thread): one photo per message, in turn.
if (!isMainThread && workerData === decoderTask) {
  parentPort?.on("message", async (file: Uint8Array) => {
    const outcome = await decodeHere(file).catch((): Outcome => ({ refused: "unreadable" }));
    const transfer = "decoded" in outcome ? [outcome.decoded.data.buffer as ArrayBuffer] : [];
    parentPort?.postMessage(outcome, transfer);
  });
}

let libheif: MainModule | undefined;

async function decodeHere(file: Uint8Array): Promise<Outcome> {
  libheif ??= await loadLibheif();
  const context = libheif.heif_context_alloc();
  try {
    // Parses the boxes only: sizes, properties and where the coded data is, no pixel yet.
    const read = libheif.heif_context_read_from_memory(context, file);
    if (read.code !== libheif.heif_error_code.heif_error_Ok) return { refused: "unreadable" };
    const handle = libheif.heif_js_context_get_primary_image_handle(context);
    if (!handle || handle.code) return { refused: "unreadable" };
    // The size after rotation, from the image's ispe property.
    const width = libheif.heif_image_handle_get_width(handle);
    const height = libheif.heif_image_handle_get_height(handle);
    if (!width || !height) return { refused: "unreadable" };
    if (width * height > maxImagePixels) return { refused: "too-many-pixels" };
    const image = await libheif.heif_js_decode_image2(
      handle,
      libheif.heif_colorspace.heif_colorspace_RGB,
      libheif.heif_chroma.heif_chroma_interleaved_RGB,
    );
    if (!image || image.code) return { refused: "unreadable" };
    try {
      const plane = (image.channels as { width: number; height: number; stride: number; data: Uint8Array }[])[0];
      if (!plane || plane.width !== width || plane.height !== height) return { refused: "unreadable" };
      return { decoded: { width, height, channels: 3, data: copyRows(plane) } };
    } finally {
      libheif.heif_image_release(image.image);
    }
  } finally {
    libheif.heif_context_free(context);
  }
}

/**
 * The pixels out of libheif's memory (the plane is a view into it, gone with the image), rows packed
 * without libheif's padding, as sharp reads raw pixels.
 */
function copyRows({
  width,
  height,
  stride,
  data,
}: {
  width: number;
  height: number;
  stride: number;
  data: Uint8Array;
}) {
  const rowBytes = width * 3;
  if (stride === rowBytes) return data.slice(0, rowBytes * height);
  const packed = new Uint8Array(rowBytes * height);
  for (let row = 0; row < height; row++)
    packed.set(data.subarray(row * stride, row * stride + rowBytes), row * rowBytes);
  return packed;
}

async function loadLibheif(): Promise<MainModule> {
  const require = createRequire(import.meta.url);
  const factory = require("libheif-js/libheif-wasm/libheif.js") as (options: {
    wasmBinary: Buffer;
  }) => MainModule | Promise<MainModule>;
  // The package's own `libheif-js/wasm` reads the binary relative to the working directory.
  return factory({ wasmBinary: readFileSync(require.resolve("libheif-js/libheif-wasm/libheif.wasm")) });
}
