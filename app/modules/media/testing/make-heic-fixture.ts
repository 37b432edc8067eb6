// A real HEIC made in the test, as an iPhone lays one out: the picture encoded to HEVC by ffmpeg's
// libx265 (/usr/bin/ffmpeg, see README), wrapped in a HEIF container written here (ISO/IEC 23008-12).

import { spawn } from "node:child_process";
import sharp from "sharp";

export interface HeicFixtureOptions {
  /** Even numbers (HEVC 4:2:0 codes whole 2×2 blocks); with `grid`, any size. */
  width: number;
  height: number;
  /** An Exif item with the camera's make and a GPS position, as a phone writes it. */
  withGps?: boolean;
  /** Coded as 512×512 tiles put together by a grid item, the layout of an iPhone's 12 MP photo. */
  grid?: boolean;
  /** Degrees anticlockwise the viewer turns the picture (an `irot` property), like EXIF orientation. */
  rotation?: 0 | 90 | 180 | 270;
  /** The picture to code, `width`×`height` (any format sharp reads); the default is two-toned like twoToneJpeg. */
  picture?: Buffer;
  /** x265's constant rate factor: lower keeps more detail in more bytes (an iPhone's 12 MP photo is 1.5–3 MB). */
  crf?: number;
}

const tileSide = 512;

/**
 * A HEIC of `width`×`height` pixels; by default the left half red and the right half blue, so a test
 * can tell whether the picture came out upright.
 */
export async function makeHeicFixture(options: HeicFixtureOptions): Promise<Buffer> {
  const { width, height, grid = false, crf = 24 } = options;
  const picture = sharp(options.picture ?? (await twoTonePicture(width, height))).removeAlpha();
  if (!grid) {
    const pixels = await picture.raw().toBuffer();
    const frames = await encodeHevc(pixels, width, height, 1, crf);
    return heifContainer({ ...options, codedWidth: width, codedHeight: height, frames });
  }
  const columns = Math.ceil(width / tileSide);
  const rows = Math.ceil(height / tileSide);
  // Edge tiles are filled out by repeating the last row and column, as encoders do; the grid crops them.
  const padded = await picture
    .extend({ right: columns * tileSide - width, bottom: rows * tileSide - height, extendWith: "copy" })
    .raw()
    .toBuffer();
  const rowBytes = columns * tileSide * 3;
  const tileRowBytes = tileSide * 3;
  const tiles = Buffer.alloc(padded.length);
  let offset = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      for (let y = 0; y < tileSide; y++) {
        const start = (row * tileSide + y) * rowBytes + column * tileRowBytes;
        offset += padded.copy(tiles, offset, start, start + tileRowBytes);
      }
    }
  }
  const frames = await encodeHevc(tiles, tileSide, tileSide, rows * columns, crf);
  return heifContainer({ ...options, codedWidth: tileSide, codedHeight: tileSide, frames, rows, columns });
}

function twoTonePicture(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: "#d01010" } })
    .composite([
      { input: { create: { width: width - half, height, channels: 3, background: "#1030d0" } }, left: half, top: 0 },
    ])
    .png()
    .toBuffer();
}

interface HevcFrames {
  /** VPS, SPS and PPS, without start codes. */
  parameterSets: Buffer[];
  /** Each frame's slice NAL units, without start codes. */
  frames: Buffer[][];
}

/** `count` RGB frames of `width`×`height`, each coded on its own (all intra), full-range BT.601 4:2:0. */
function encodeHevc(rgb: Buffer, width: number, height: number, count: number, crf: number): Promise<HevcFrames> {
  const args = [
    ...["-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24"],
    ...["-s", `${width}x${height}`, "-i", "pipe:0", "-frames:v", String(count)],
    ...["-vf", "scale=out_color_matrix=bt601:out_range=full", "-pix_fmt", "yuvj420p"],
    ...["-c:v", "libx265", "-preset", "fast", "-crf", String(crf)],
    ...["-x265-params", "keyint=1:info=0:log-level=error", "-f", "hevc", "pipe:1"],
  ];
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn("ffmpeg", args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let errors = "";
    ffmpeg.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    ffmpeg.stderr.on("data", (chunk: Buffer) => {
      errors += chunk;
    });
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg failed (${code}): ${errors}`));
      resolve(splitAccessUnits(Buffer.concat(out)));
    });
    ffmpeg.stdin.on("error", () => {});
    ffmpeg.stdin.end(rgb);
  });
}

/** Annex B (start codes) to NAL units; every slice here starts a new frame (one slice per frame). */
function splitAccessUnits(stream: Buffer): HevcFrames {
  const units: Buffer[] = [];
  let start = -1;
  for (let i = 0; i + 2 < stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      if (start >= 0) units.push(trimTrailingZeros(stream.subarray(start, i)));
      start = i + 3;
      i += 2;
    }
  }
  if (start >= 0) units.push(stream.subarray(start));
  const parameterSets: Buffer[] = [];
  const frames: Buffer[][] = [];
  for (const unit of units) {
    const type = ((unit[0] ?? 0) >> 1) & 0x3f;
    if (type >= 32 && type <= 34 && parameterSets.length < 3) parameterSets.push(unit);
    else if (type < 32) frames.push([unit]);
  }
  if (parameterSets.length !== 3) throw new Error("ffmpeg's HEVC stream lacks its VPS, SPS or PPS");
  return { parameterSets, frames };
}

function trimTrailingZeros(unit: Buffer): Buffer {
  let end = unit.length;
  while (end > 0 && unit[end - 1] === 0) end--;
  return unit.subarray(0, end);
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version << 24) | flags) >>> 0);
  return box(type, head, ...payload);
}

function u8(...values: number[]): Buffer {
  return Buffer.from(values);
}
function u16(...values: number[]): Buffer {
  const bytes = Buffer.alloc(values.length * 2);
  for (const [i, value] of values.entries()) bytes.writeUInt16BE(value, i * 2);
  return bytes;
}
function u32(...values: number[]): Buffer {
  const bytes = Buffer.alloc(values.length * 4);
  for (const [i, value] of values.entries()) bytes.writeUInt32BE(value, i * 4);
  return bytes;
}

/** The HEVC decoder configuration: the SPS's profile, tier and level, then the parameter sets themselves. */
function hvcC([vps, sps, pps]: Buffer[]): Buffer {
  if (!vps || !sps || !pps) throw new Error("missing parameter sets");
  // profile_tier_level starts after the 2-byte NAL header and one byte of SPS fields; 12 bytes long.
  const profileTierLevel = withoutEmulationPrevention(sps).subarray(3, 15);
  const arrays = [
    [32, vps],
    [33, sps],
    [34, pps],
  ] as const;
  return box(
    "hvcC",
    u8(1),
    profileTierLevel,
    u16(0xf000), // min_spatial_segmentation_idc 0
    u8(0xfc, 0xfd, 0xf8, 0xf8), // parallelism unknown, 4:2:0, 8-bit luma and chroma
    u16(0), // average frame rate unknown
    u8(0x0f), // one temporal layer, nested, NAL lengths in 4 bytes
    u8(arrays.length),
    ...arrays.map(([type, unit]) => Buffer.concat([u8(0x80 | type), u16(1, unit.length), unit])),
  );
}

function withoutEmulationPrevention(unit: Buffer): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < unit.length; i++) {
    if (i >= 2 && unit[i] === 3 && unit[i - 1] === 0 && unit[i - 2] === 0) continue;
    bytes.push(unit[i] as number);
  }
  return Buffer.from(bytes);
}

function lengthPrefixed(units: Buffer[]): Buffer {
  return Buffer.concat(units.flatMap((unit) => [u32(unit.length), unit]));
}

/** What a phone writes into a photo: its make and model, the owner's name and where it was taken. */
export const phoneExif = {
  IFD0: { Make: "RoamPhone", Model: "Secret Model 9", Copyright: "Owner Name" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "45/1 31/1 0/1",
    GPSLongitudeRef: "W",
    GPSLongitude: "122/1 40/1 0/1",
  },
};

/** The Exif a phone writes (make, model, GPS) as a HEIF Exif item: a 4-byte offset to the TIFF header, then Exif. */
async function exifItem(): Promise<Buffer> {
  const { exif } = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#808080" } })
    .withExifMerge(phoneExif)
    .jpeg()
    .toBuffer()
    .then((jpeg) => sharp(jpeg).metadata());
  if (!exif) throw new Error("sharp wrote no Exif");
  // sharp's Exif starts with "Exif\0\0"; the offset skips it.
  return Buffer.concat([u32(6), exif]);
}

interface ContainerInput extends HeicFixtureOptions {
  codedWidth: number;
  codedHeight: number;
  frames: HevcFrames;
  rows?: number;
  columns?: number;
}

interface Item {
  id: number;
  type: string;
  hidden: boolean;
  data: Buffer;
  /** 1-based indexes into ipco. */
  properties: number[];
}

async function heifContainer(input: ContainerInput): Promise<Buffer> {
  const { width, height, frames, rows, columns, rotation = 0 } = input;
  // Property boxes, 1-based in ipma: [1] hvcC, [2] coded ispe, [3] colour, [4] full ispe (grid), [5] irot.
  const properties = [
    hvcC(frames.parameterSets),
    fullBox("ispe", 0, 0, u32(input.codedWidth, input.codedHeight)),
    box("colr", Buffer.from("nclx", "latin1"), u16(1, 13, 6), u8(0x80)), // sRGB primaries and curve, BT.601, full range
    fullBox("ispe", 0, 0, u32(width, height)),
    box("irot", u8(rotation / 90)),
  ];
  const turn = rotation ? [5] : [];
  const items: Item[] = [];
  let primary: number;
  const references: Buffer[] = [];
  if (rows && columns) {
    primary = 1;
    const grid = Buffer.concat([u8(0, 0, rows - 1, columns - 1), u16(width, height)]);
    items.push({ id: primary, type: "grid", hidden: false, data: grid, properties: [4, 3, ...turn] });
    frames.frames.forEach((units, i) => {
      items.push({ id: i + 2, type: "hvc1", hidden: true, data: lengthPrefixed(units), properties: [1, 2, 3] });
    });
    const tileIds = items.slice(1).map((item) => item.id);
    references.push(box("dimg", u16(primary, tileIds.length, ...tileIds)));
  } else {
    primary = 1;
    const units = frames.frames[0];
    if (!units) throw new Error("ffmpeg coded no frame");
    items.push({
      id: primary,
      type: "hvc1",
      hidden: false,
      data: lengthPrefixed(units),
      properties: [1, 2, 3, ...turn],
    });
  }
  if (input.withGps) {
    const id = items.length + 1;
    items.push({ id, type: "Exif", hidden: false, data: await exifItem(), properties: [] });
    references.push(box("cdsc", u16(id, 1, primary)));
  }

  const ftyp = box("ftyp", Buffer.from("heic", "latin1"), u32(0), Buffer.from("mif1heic", "latin1"));
  const meta = (offsets: number[]) =>
    fullBox(
      "meta",
      0,
      0,
      fullBox("hdlr", 0, 0, u32(0), Buffer.from("pict", "latin1"), u32(0, 0, 0), u8(0)),
      fullBox("pitm", 0, 0, u16(primary)),
      // Version 0, 4-byte offsets and lengths, no base offset: each item one extent in the file.
      fullBox(
        "iloc",
        0,
        0,
        u8(0x44, 0x00),
        u16(items.length),
        ...items.map((item, i) => Buffer.concat([u16(item.id, 0, 1), u32(offsets[i] ?? 0, item.data.length)])),
      ),
      fullBox(
        "iinf",
        0,
        0,
        u16(items.length),
        ...items.map((item) =>
          fullBox("infe", 2, item.hidden ? 1 : 0, u16(item.id, 0), Buffer.from(item.type, "latin1"), u8(0)),
        ),
      ),
      ...(references.length ? [fullBox("iref", 0, 0, ...references)] : []),
      box(
        "iprp",
        box("ipco", ...properties),
        fullBox(
          "ipma",
          0,
          0,
          u32(items.filter((item) => item.properties.length).length),
          ...items
            .filter((item) => item.properties.length)
            .map((item) =>
              Buffer.concat([
                u16(item.id),
                u8(item.properties.length),
                // Coded data and rotation are essential: a reader that ignores them would show the wrong picture.
                u8(...item.properties.map((index) => (index === 1 || index === 5 ? 0x80 : 0) | index)),
              ]),
            ),
        ),
      ),
    );
  const dataStart = ftyp.length + meta([]).length + 8;
  const offsets: number[] = [];
  let next = dataStart;
  for (const item of items) {
    offsets.push(next);
    next += item.data.length;
  }
  const mdat = box("mdat", ...items.map((item) => item.data));
  return Buffer.concat([ftyp, meta(offsets), mdat]);
}
