// The one markdown renderer of the blog: the post page (on the server) and the editor's preview (in the
// browser) both use it, so what an admin previews is exactly what visitors get.
//
// Safety: raw HTML in the markdown is escaped (never passed through), links may only point at http(s),
// mailto or a path on this site, images only at a path on this site (the CSP allows no other image host,
// and a remote image would be a tracking pixel). Everything else loses its link and stays as plain text.

import createMarkdownIt, { type Env, type MarkdownIt, type Token } from "markdown-it";
import { canonicalIdPattern } from "#app/lib/canonical-id.ts";
import { type MediaImageFormat, mediaVariantWidths, variantPlan } from "#app/modules/media/media-urls.ts";

const mediaBaseUrl = /^\/media\/([0-9a-f-]{36})$/i;
/** How wide a body image is shown (the post column). */
const bodyImageSizes = "(min-width: 768px) 720px, 100vw";

/**
 * A `srcset` of an uploaded photo's variants in one format, like ResponsiveImage's. With the photo's width
 * known, only the variants stored for it are listed, each with the width it really has (a 1280 px photo:
 * 480w, 960w and its "1920" file as 1280w), so a browser never fetches a big slot for a small photo.
 */
function variantSrcSet(base: string, format: MediaImageFormat, originalWidth: number | undefined): string {
  const variants = originalWidth
    ? variantPlan(originalWidth)
    : mediaVariantWidths.map((slot) => ({ slot, width: slot }));
  return variants.map(({ slot, width }) => `${base}/${slot}.${format} ${width}w`).join(", ");
}

const linkSchemes = new Set(["http", "https", "mailto"]);

/** The URL's scheme in lower case, or null for a relative URL, judged the way a browser would read it. */
function schemeOf(url: string): string | null {
  // Browsers drop leading control characters and spaces, and tabs and line breaks anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is matched
  const cleaned = url.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match?.[1]?.toLowerCase() ?? null;
}

/** A link target we let through: http(s), mailto, or a relative address (a path, a query or a fragment). */
export function isSafeLinkUrl(url: string): boolean {
  // A relative address resolves on this page's own scheme (https), so it is always safe.
  const scheme = schemeOf(url);
  return scheme === null || linkSchemes.has(scheme);
}

/** An image source we let through: a path on this site (not `//host/...`). */
export function isSafeImageUrl(url: string): boolean {
  const trimmed = url.trim();
  return schemeOf(trimmed) === null && /^\/(?![\\/])/.test(trimmed);
}

function isExternal(href: string): boolean {
  const scheme = schemeOf(href);
  // `//host`, and `\\host` or `/\\host` which browsers read the same way, leave the site too.
  return scheme === "http" || scheme === "https" || /^\s*[\\/][\\/]/.test(href);
}

/** An attribute of a token as text ("" when absent). */
function attr(token: Token, name: string): string {
  const value = token.attrGet(name);
  return value === null ? "" : String(value);
}

function createRenderer(): MarkdownIt {
  const md = createMarkdownIt("default", { html: false, linkify: true, typographer: false, breaks: false });

  md.validateLink = isSafeLinkUrl;

  md.core.ruler.push("roamstead_safe_inline", (state) => {
    // The page's title is the only h1: a body that uses # headings has all its headings moved one level down.
    const isHeading = (token: Token) => token.type === "heading_open" || token.type === "heading_close";
    const shift = state.tokens.some((token) => isHeading(token) && token.tag === "h1") ? 1 : 0;
    for (const block of state.tokens) {
      if (shift && isHeading(block)) block.tag = `h${Math.min(6, Number(block.tag.slice(1)) + shift)}`;
      if (block.children) block.children = safeInlineTokens(block.children, state.Token);
    }
  });

  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index] as Token;
    const href = attr(token, "href");
    token.attrSet("rel", isExternal(href) ? "noopener noreferrer nofollow" : "noopener");
    return self.renderToken(tokens, index, options);
  };

  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index] as Token;
    token.attrSet("alt", self.renderInlineAsText(token.children ?? [], options, env));
    const src = attr(token, "src");
    const media = mediaBaseUrl.exec(src);
    token.attrSet("loading", "lazy");
    token.attrSet("decoding", "async");
    if (!media) return self.renderToken(tokens, index, options);
    // An uploaded photo: AVIF and WebP in the sizes that fit, as ResponsiveImage does elsewhere; the
    // <img> falls back to the 960 px WebP.
    const base = `/media/${media[1]}`;
    token.attrSet("src", `${base}/960.webp`);
    // Known pixel sizes let the browser keep the image's space before it loads (no layout shift).
    const size = (env as RenderEnv | undefined)?.imageSizes?.get((media[1] as string).toLowerCase());
    if (size) {
      token.attrSet("width", String(size.width));
      token.attrSet("height", String(size.height));
    }
    const escapeHtml = md.utils.escapeHtml;
    const source = (format: MediaImageFormat) =>
      `<source type="image/${format}" srcset="${escapeHtml(variantSrcSet(base, format, size?.width))}" sizes="${bodyImageSizes}">`;
    return `<picture>${source("avif")}${source("webp")}${self.renderToken(tokens, index, options)}</picture>`;
  };

  // Aligned table cells would carry inline styles; a class does the same.
  const alignClass: Record<string, string> = { left: "text-left", center: "text-center", right: "text-right" };
  for (const rule of ["th_open", "td_open"] as const) {
    md.renderer.rules[rule] = (tokens, index, options, _env, self) => {
      const token = tokens[index] as Token;
      const align = /text-align:(left|center|right)/.exec(attr(token, "style"))?.[1];
      if (token.attrs) token.attrs = token.attrs.filter(([name]) => name !== "style");
      if (align) token.attrSet("class", alignClass[align] ?? "");
      return self.renderToken(tokens, index, options);
    };
  }
  return md;
}

/**
 * Links whose target was refused (markdown-it leaves them with an empty href) are unwrapped to their
 * text; images that are not on this site become their alt text.
 */
function safeInlineTokens(tokens: Token[], TokenClass: typeof Token): Token[] {
  const result: Token[] = [];
  const dropped: boolean[] = [];
  for (const token of tokens) {
    if (token.type === "link_open") {
      const drop = !attr(token, "href");
      dropped.push(drop);
      if (!drop) result.push(token);
    } else if (token.type === "link_close") {
      if (!dropped.pop()) result.push(token);
    } else if (token.type === "image" && !isSafeImageUrl(attr(token, "src"))) {
      const text = new TokenClass("text", "", 0);
      text.content = token.content;
      result.push(text);
    } else {
      result.push(token);
    }
  }
  return result;
}

let renderer: MarkdownIt | undefined;

function markdown(): MarkdownIt {
  renderer ??= createRenderer();
  return renderer;
}

export interface ImageSize {
  width: number;
  height: number;
}

export interface RenderMarkdownOptions {
  /** Pixel sizes of uploaded photos by media id, for the width and height of their <img>. */
  imageSizes?: ReadonlyMap<string, ImageSize>;
}

interface RenderEnv extends Env {
  imageSizes?: ReadonlyMap<string, ImageSize>;
}

/** Safe HTML for a post body written in markdown. */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): string {
  const env: RenderEnv = { imageSizes: options.imageSizes };
  return markdown().render(source, env);
}

/** The media ids of the uploaded photos (`/media/<id>`) a body shows, for looking up their sizes. */
export function markdownMediaIds(source: string): string[] {
  const ids = new Set<string>();
  for (const match of source.matchAll(new RegExp(`/media/(${canonicalIdPattern})(?![\\w/-])`, "gi"))) {
    ids.add((match[1] as string).toLowerCase());
  }
  return [...ids];
}

/** The body as plain text (what a reader would see, without markup), whitespace folded to single spaces. */
export function markdownToPlainText(source: string): string {
  const parts: string[] = [];
  const collect = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.children) collect(token.children);
      else if (token.type === "text" || token.type === "code_inline") parts.push(token.content);
      else if (token.type === "image") parts.push(token.content);
      else if (token.type === "code_block" || token.type === "fence") parts.push(` ${token.content} `);
      else if (token.type === "softbreak" || token.type === "hardbreak" || token.block) parts.push(" ");
    }
  };
  collect(markdown().parse(source, {}));
  return parts.join("").replace(/\s+/g, " ").trim();
}
