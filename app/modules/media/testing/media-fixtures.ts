// Files and requests for media tests: photos made with sharp, a PNG decompression bomb, a minimal
// MP4 and multipart bodies (signed-in accounts: #app/test/accounts.ts).

import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { testBaseUrl } from "#app/test/services.ts";
import { phoneExif } from "./make-heic-fixture.ts";

/** A `width`×`height` JPEG: left half red, right half blue, so orientation can be checked by colour. */
export async function twoToneJpeg(
  width: number,
  height: number,
  options: { orientation?: number; withGps?: boolean } = {},
): Promise<Buffer> {
  const half = Math.floor(width / 2);
  let image = sharp({ create: { width, height, channels: 3, background: "#d01010" } }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: "#1030d0" } },
      left: half,
      top: 0,
    },
  ]);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.withGps) {
    image = image.withExifMerge(phoneExif);
  }
  return image.jpeg({ quality: 90 }).toBuffer();
}

/**
 * A PNG that claims 60,000 × 60,000 pixels (3.6 gigapixels, ~10 GB decoded) in a few hundred bytes:
 * a valid header and the first rows of a zero image.
 */
export function pngBomb(side = 60_000): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc((side + 1) * 16))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of an MP4 (an `ftyp` box with the isom brand, then an empty `mdat`) and some filler. */
export function tinyMp4(fillerBytes = 2048): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from("ftypisom", "ascii"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41", "ascii"),
  ]);
  const mdat = Buffer.concat([Buffer.alloc(4), Buffer.from("mdat", "ascii"), Buffer.alloc(fillerBytes, 7)]);
  mdat.writeUInt32BE(mdat.length, 0);
  return Buffer.concat([ftyp, mdat]);
}

const boundary = "----roamstead-test-boundary";

/** A multipart/form-data body with one file part (and the headers a browser's FormData would send). */
export function multipart(
  file: Buffer,
  {
    field = "file",
    filename = "photo.jpg",
    type = "image/jpeg",
  }: { field?: string; filename?: string; type?: string } = {},
): { body: Buffer; contentType: string } {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A POST to /api/uploads as `cookie`, the body given whole or as a stream of chunks (no Content-Length). */
export function uploadRequest(
  query: string,
  { body, contentType }: { body: Buffer | ReadableStream<Uint8Array>; contentType: string },
  cookie?: string,
  extraHeaders: Record<string, string> = {},
): Request {
  return new Request(`${testBaseUrl}/api/uploads?${query}`, {
    method: "POST",
    headers: { "content-type": contentType, ...(cookie ? { cookie } : {}), ...extraHeaders },
    body,
    duplex: "half",
  } as RequestInit);
}
