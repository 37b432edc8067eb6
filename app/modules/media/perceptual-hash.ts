// Perceptual hashes of photos (docs/product/integrity-checks.md, ADR 062): a photo read as 128×128 pixels gives a DCT
// hash (the signs of its 8×8 lowest frequencies against their median, as pHash does) of each of its three planes, luma
// and the blue and red colour differences: 192 bits that a re-encoded or resized copy keeps, and that other campers of
// the same model, painted otherwise or parked elsewhere, do not share. A photo's own hash is that of its middle (10%
// off each side); a light crop still holds the whole middle, so a photo is compared through its crops too: the middle
// of the photo it may have been cut from, for each way of cutting up to 10% of the width and of the height. Pure
// arithmetic on pixels, no I/O.

/** The side of the square a photo is read at (stretched to it: crops are fractions of the width and height). */
export const hashGridSide = 128;
/** What the photo's own hash leaves out on each side. */
export const hashedMiddleMargin = 0.1;
/**
 * The crops tried: up to 10% of each dimension (no more than the middle's margin, so the middle is whole in any crop
 * tried), in steps of 2.5%, however it is shared between the two sides: 15 ways per dimension.
 */
const cropStep = 0.025;
const cropSteps = Math.round(hashedMiddleMargin / cropStep);

const blockSide = 32;
const frequencies = 8;

/** The three planes of a photo read at {@link hashGridSide}², row by row. */
export interface PhotoPlanes {
  luma: Float64Array;
  blue: Float64Array;
  red: Float64Array;
}

/** 64 bits per plane, as signed 64-bit integers (PostgreSQL's bigint). */
export interface PhotoHash {
  luma: bigint;
  blue: bigint;
  red: bigint;
}

const planeNames = ["luma", "blue", "red"] as const;

/** Interleaved 8-bit pixels (RGB or RGBA) of a {@link hashGridSide}² image → its planes (JPEG's YCbCr). */
export function photoPlanes(pixels: Uint8Array, channels: number): PhotoPlanes {
  const size = hashGridSide * hashGridSide;
  if (pixels.length < size * channels || channels < 3) throw new Error("Not a hash-sized RGB image");
  const luma = new Float64Array(size);
  const blue = new Float64Array(size);
  const red = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const r = pixels[i * channels] as number;
    const g = pixels[i * channels + 1] as number;
    const b = pixels[i * channels + 2] as number;
    luma[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    blue[i] = -0.168736 * r - 0.331264 * g + 0.5 * b;
    red[i] = 0.5 * r - 0.418688 * g - 0.081312 * b;
  }
  return { luma, blue, red };
}

/** A span of one axis, in fractions of it. */
type Span = readonly [from: number, to: number];

/**
 * Whether the photo shows anything: a plain fill (a blank placeholder, a colour swatch) has no shapes to hash, and
 * every such photo would be the copy of every other. Natural photos spread their luma by 40 levels and more.
 */
export function hasDetail({ luma }: PhotoPlanes): boolean {
  let sum = 0;
  let squares = 0;
  for (const value of luma) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / luma.length;
  return squares / luma.length - mean * mean >= minimumLumaSpread ** 2;
}

/** The luma's standard deviation below which a photo is a plain fill. */
const minimumLumaSpread = 4;

/** The photo's own hash: the one stored with it, and compared with other photos' crops. */
export function photoHash(planes: PhotoPlanes): PhotoHash {
  const middle = weightsFor([hashedMiddleMargin, 1 - hashedMiddleMargin]);
  return hashesOver(planes, [middle], [middle])[0] as PhotoHash;
}

/**
 * The hashes of the photos this one may have been cut from, one per crop (225): each is the hash of where the
 * original's middle lies in this photo if that crop was made. The first is this photo's own hash.
 */
export function cropProbes(planes: PhotoPlanes): PhotoHash[] {
  const spans = cropSpans().map(weightsFor);
  return hashesOver(planes, spans, spans);
}

/** Bits that differ between two hashes, over the three planes (0–192). */
export function hashDistance(a: PhotoHash, b: PhotoHash): number {
  return planeNames.reduce((sum, plane) => sum + bitCount(a[plane] ^ b[plane]), 0);
}

/** Where the original's middle lies in a photo cut from it, for every crop of up to 10% (no crop first). */
function cropSpans(): Span[] {
  const spans: Span[] = [];
  for (let before = 0; before <= cropSteps; before++) {
    for (let after = 0; before + after <= cropSteps; after++) {
      const cutBefore = before * cropStep;
      const kept = 1 - cutBefore - after * cropStep;
      spans.push([(hashedMiddleMargin - cutBefore) / kept, (1 - hashedMiddleMargin - cutBefore) / kept]);
    }
  }
  return spans;
}

/**
 * The 8 lowest DCT frequencies along one axis of the span resampled to 32 cells (area-averaged), as weights on the
 * grid's pixels: frequency u at pixel p.
 */
function weightsFor([from, to]: Span): Float64Array {
  const weights = new Float64Array(frequencies * hashGridSide);
  const cell = ((to - from) * hashGridSide) / blockSide;
  for (let x = 0; x < blockSide; x++) {
    const start = from * hashGridSide + x * cell;
    const end = start + cell;
    for (let p = Math.floor(start); p < Math.ceil(end); p++) {
      const share = (Math.min(end, p + 1) - Math.max(start, p)) / cell;
      if (share <= 0 || p < 0 || p >= hashGridSide) continue;
      for (let u = 0; u < frequencies; u++) {
        weights[u * hashGridSide + p] =
          (weights[u * hashGridSide + p] as number) + share * Math.cos(((2 * x + 1) * u * Math.PI) / (2 * blockSide));
      }
    }
  }
  return weights;
}

/** The hash of every window (a row span by a column span, rows first), three planes each. */
function hashesOver(planes: PhotoPlanes, rowSpans: Float64Array[], columnSpans: Float64Array[]): PhotoHash[] {
  const [luma, blue, red] = planeNames.map((name) => {
    // The frequencies along each row depend on the columns only: once per column span, for every row span.
    const perRow = columnSpans.map((columns) => rowFrequencies(planes[name], columns));
    return rowSpans.flatMap((rows) => perRow.map((frequenciesByRow) => hashBits(frequenciesByRow, rows)));
  }) as [bigint[], bigint[], bigint[]];
  return luma.map((lumaHash, index) => ({
    luma: lumaHash,
    blue: blue[index] as bigint,
    red: red[index] as bigint,
  }));
}

/** Each pixel row's 8 lowest frequencies across the column span. */
function rowFrequencies(plane: Float64Array, columns: Float64Array): Float64Array {
  const side = hashGridSide;
  const perRow = new Float64Array(side * frequencies);
  for (let u = 0; u < frequencies; u++) {
    const weights = columns.subarray(u * side, (u + 1) * side);
    const [first, last] = nonZeroRange(weights);
    for (let y = 0; y < side; y++) {
      const row = y * side;
      let sum = 0;
      for (let x = first; x <= last; x++) sum += (weights[x] as number) * (plane[row + x] as number);
      perRow[y * frequencies + u] = sum;
    }
  }
  return perRow;
}

/** The 8×8 lowest frequencies of the window down the row span; a bit set where one is above the AC median. */
function hashBits(perRow: Float64Array, rows: Float64Array): bigint {
  const side = hashGridSide;
  const coefficients = new Float64Array(frequencies * frequencies);
  for (let v = 0; v < frequencies; v++) {
    const weights = rows.subarray(v * side, (v + 1) * side);
    const [first, last] = nonZeroRange(weights);
    for (let u = 0; u < frequencies; u++) {
      let sum = 0;
      for (let y = first; y <= last; y++) sum += (weights[y] as number) * (perRow[y * frequencies + u] as number);
      coefficients[v * frequencies + u] = sum;
    }
  }
  const ac = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = ac[31] as number;
  let hash = 0n;
  coefficients.forEach((coefficient, index) => {
    if (coefficient > median) hash |= 1n << bitOfCoefficient(index);
  });
  return BigInt.asIntN(64, hash);
}

/**
 * Where a coefficient's bit goes: dealt round the three bands of the index (media-schema.ts) like cards, so each band
 * holds low frequencies and high ones alike. The lowest frequencies say sky above and ground below in most photos;
 * kept together they would make one band's values common to thousands of photos, and its index useless.
 */
function bitOfCoefficient(index: number): bigint {
  const band = index % 3;
  const place = Math.floor(index / 3);
  return BigInt(band === 0 ? place : band === 1 ? 22 + place : 43 + place);
}

function nonZeroRange(weights: Float64Array): [first: number, last: number] {
  let first = 0;
  let last = weights.length - 1;
  while (first < last && weights[first] === 0) first++;
  while (last > first && weights[last] === 0) last--;
  return [first, last];
}

function bitCount(value: bigint): number {
  let bits = BigInt.asUintN(64, value);
  let count = 0;
  while (bits !== 0n) {
    bits &= bits - 1n;
    count++;
  }
  return count;
}
