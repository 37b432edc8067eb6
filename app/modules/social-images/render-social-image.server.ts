// Draws a share image (docs/product/found-and-shared.md, "Social images"): the photo filling the frame,
// a dark band at the foot with the title and the details, and the Roamstead mark. Only shapes go to the
// SVG renderer; every text is set with the shipped font (social-image-text.server.ts).
import type { OverlayOptions, Sharp } from "sharp";
import { loadSharp } from "#app/modules/media/limit-image-memory.server.ts";
import { maxImagePixels } from "#app/modules/media/media-limits.ts";
import { socialImageHeight as height, type SocialCard, socialImageWidth as width } from "./social-image-card.ts";
import { renderTextBlock } from "./social-image-text.server.ts";

// Roamstead's colours (app/app.css): pine for the band and the plain background, sand for text, sunset for the sun.
const pine900 = "#0f281e";
const pine800 = "#173a2c";
const pine700 = "#1f4d3a";
const sand50 = "#fbf8f3";
const sand100 = "#f4ecdf";
const sand300 = "#d6c4a4";
const sunset500 = "#e0702a";

const margin = 56;
const textWidth = width - 2 * margin;
const markSize = 44;

/** The mark of public/favicon.svg at `size` px. */
function markSvg(size: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${pine700}"/><path d="M5 23 13 11l5 7 3-4 6 9z" fill="${sand100}"/><circle cx="23" cy="9" r="3" fill="${sunset500}"/></svg>`,
  );
}

/** No photo: Roamstead's pine with the mark's mountains large and quiet behind the band. */
function plainBackground(): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${pine800}"/><g transform="translate(380 0) scale(14)" opacity="0.5"><path d="M5 23 13 11l5 7 3-4 6 9z" fill="${pine700}"/><circle cx="23" cy="9" r="3" fill="${sunset500}" opacity="0.6"/></g></svg>`,
  );
}

/** The band at the foot, `bandHeight` px tall; translucent so the photo still shows through a little. */
function bandSvg(bandHeight: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bandHeight}"><rect width="100%" height="100%" fill="${pine900}" fill-opacity="0.9"/></svg>`,
  );
}

export interface RenderSocialImageOptions {
  card: SocialCard;
  /** The photo's bytes (any format sharp reads), or null when the card has none or it could not be read. */
  photo: Buffer | null;
}

const bandPadding = 36;
const lineGap = 14;
const markGap = 12;

/** A 1200×630 JPEG of the card. */
export async function renderSocialImage({ card, photo }: RenderSocialImageOptions): Promise<Buffer> {
  const sharp = await loadSharp();
  const layers = await foreground(card);
  const finish = (image: Sharp) =>
    image.composite(layers).flatten({ background: pine800 }).jpeg({ quality: 82, progressive: true }).toBuffer();
  if (photo) {
    try {
      // Untrusted bytes, as at upload: a size cap before decoding, and a corrupt file is refused.
      return await finish(
        sharp(photo, { failOn: "error", limitInputPixels: maxImagePixels })
          .autoOrient()
          .resize(width, height, { fit: "cover" }),
      );
    } catch {
      // A photo that cannot be read makes the image without it, as for a card that has none.
    }
  }
  return finish(sharp(plainBackground()));
}

/** The band, its texts and the mark, as layers over the background. */
async function foreground(card: SocialCard): Promise<OverlayOptions[]> {
  const wordmarkStyle = { weight: "Bold", size: 30, color: sand50 } as const;
  const [title, wordmark, highlight] = await Promise.all([
    renderTextBlock(card.title, { weight: "Bold", size: 54, color: sand50 }, textWidth, 2),
    renderTextBlock("Roamstead", wordmarkStyle, 240, 1),
    card.highlight ? renderTextBlock(card.highlight, { weight: "Bold", size: 34, color: sand50 }, 420, 1) : null,
  ]);
  const markLeft = width - margin - wordmark.width - markGap - markSize;
  const detailLeft = margin + (highlight ? highlight.width + 18 : 0);
  const detail = card.detail
    ? await renderTextBlock(
        `${highlight ? "· " : ""}${card.detail}`,
        { weight: "Regular", size: 32, color: sand300 },
        markLeft - 32 - detailLeft,
        1,
      )
    : null;

  const footerHeight = Math.max(markSize, highlight?.height ?? 0, detail?.height ?? 0);
  const bandHeight = bandPadding + title.height + lineGap + footerHeight + bandPadding;
  const bandTop = height - bandHeight;
  const footerTop = bandTop + bandPadding + title.height + lineGap;
  const centredInFooter = (blockHeight: number) => footerTop + Math.round((footerHeight - blockHeight) / 2);

  const layers: OverlayOptions[] = [
    { input: bandSvg(bandHeight), left: 0, top: bandTop },
    { input: title.png, left: margin, top: bandTop + bandPadding },
    { input: markSvg(markSize), left: markLeft, top: centredInFooter(markSize) },
    { input: wordmark.png, left: width - margin - wordmark.width, top: centredInFooter(wordmark.height) },
  ];
  if (highlight) layers.push({ input: highlight.png, left: margin, top: centredInFooter(highlight.height) });
  if (detail) layers.push({ input: detail.png, left: detailLeft, top: centredInFooter(detail.height) });
  return layers;
}
