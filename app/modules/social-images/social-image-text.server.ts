// Text for the share images, set by libvips (Pango and HarfBuzz) in Inter from the app's own
// dependencies: the font file is handed to each render, so no system font is needed or used.
import { createRequire } from "node:module";
import { loadSharp } from "#app/modules/media/limit-image-memory.server.ts";

export type TextWeight = "Bold" | "Regular";

const require = createRequire(import.meta.url);
const fontFiles: Record<TextWeight, string> = {
  Bold: require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
  Regular: require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
};

export interface TextStyle {
  weight: TextWeight;
  /** Pixels. */
  size: number;
  color: string;
}

export interface TextBlock {
  png: Buffer;
  width: number;
  height: number;
}

const ellipsis = "…";
/** Far more than two lines hold at any size used; cut first so a long text never costs a large render. */
const longestText = 240;

/** Pango markup is XML: the text's own `<`, `&` and quotes must stay text. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One line of what a visitor typed, made drawable: emoji and symbols Inter has no glyph for, control
 * characters and runs of white space go (a missing glyph would show as a box with its code).
 */
export function drawableText(text: string): string {
  return text
    .replace(/[\p{Cf}\p{Co}\p{Cs}\p{Variation_Selector}]/gu, "")
    .replace(/\p{Extended_Pictographic}|\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

async function render(markup: string, style: TextStyle, width: number): Promise<TextBlock> {
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.color}">${markup}</span>`,
      font: `Inter ${style.weight} ${style.size}px`,
      fontfile: fontFiles[style.weight],
      width,
      wrap: "word-char",
      rgba: true,
      dpi: 72,
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

const lineHeights = new Map<string, Promise<{ first: number; next: number }>>();

/** The height of one line, and what each further line adds, for a style (measured once). */
function lineHeightsOf(style: TextStyle): Promise<{ first: number; next: number }> {
  const key = `${style.weight} ${style.size}`;
  let heights = lineHeights.get(key);
  if (!heights) {
    heights = Promise.all([render("Hg", style, 10_000), render("Hg\nHg", style, 10_000)]).then(([one, two]) => ({
      first: one.height,
      next: two.height - one.height,
    }));
    lineHeights.set(key, heights);
  }
  return heights;
}

/**
 * `text` in at most `maxLines` lines of `width` px, wrapped at words (inside a word only when one alone
 * is too wide); what does not fit is cut at a word where one ends near the cut, and ends with '…'.
 */
export async function renderTextBlock(text: string, style: TextStyle, width: number, maxLines: number) {
  const { first, next } = await lineHeightsOf(style);
  const fits = (block: TextBlock) => block.height <= first + next * (maxLines - 1) + next / 2;
  const characters = Array.from(drawableText(text)).slice(0, longestText);
  const whole = await render(escapeMarkup(characters.join("")), style, width);
  if (fits(whole) && characters.length < longestText) return whole;

  // The longest start that fits with the ellipsis: a binary search from about where the lines end.
  const withEllipsis = (count: number) => `${characters.slice(0, count).join("").trimEnd()}${ellipsis}`;
  const wholeLines = 1 + Math.max(0, Math.round((whole.height - first) / next));
  let low = 0;
  let high = Math.min(characters.length - 1, Math.ceil((characters.length * maxLines) / wholeLines) + 8);
  let best: TextBlock | null = null;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const block = await render(escapeMarkup(withEllipsis(middle)), style, width);
    if (fits(block)) {
      low = middle;
      best = block;
    } else {
      high = middle - 1;
    }
  }
  const lastSpace = characters.lastIndexOf(" ", low);
  if (lastSpace > low - 16 && lastSpace > 0) return render(escapeMarkup(withEllipsis(lastSpace)), style, width);
  return best ?? render(ellipsis, style, width);
}
