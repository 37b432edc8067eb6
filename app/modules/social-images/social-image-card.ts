// What a page's share image shows, and the address that names it (docs/product/found-and-shared.md,
// "Social images"). Pure: the page's meta and the image route compute the same card, so the address's
// version changes exactly when the picture would.
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { builderDisplayName } from "#app/modules/builders/builder-summary.ts";

export const socialImageWidth = 1200;
export const socialImageHeight = 630;
export const socialImageKinds = ["listing", "builder", "blog"] as const;
export type SocialImageKind = (typeof socialImageKinds)[number];

/** Raised whenever the drawing changes, so every stored image is made again with the new look. */
const designVersion = 1;

export interface SocialCard {
  title: string;
  /** Shown first under the title, in bold (a listing's price). */
  highlight: string | null;
  /** Shown after the highlight (a place). */
  detail: string | null;
  /** A `/media/<id>` photo filling the frame, or null for the mark on Roamstead's colours. */
  photo: string | null;
}

export function builderSocialCard(builder: {
  businessName: string;
  location: string;
  images: readonly string[];
}): SocialCard {
  return {
    title: builderDisplayName(builder.businessName),
    highlight: null,
    detail: builder.location.trim() || null,
    photo: builder.images[0] ?? null,
  };
}

export function blogSocialCard(post: { title: string; coverImage: string | null }): SocialCard {
  return { title: post.title, highlight: null, detail: "Roamstead Blog", photo: post.coverImage };
}

/** A short fingerprint of the card (cyrb53): not a secret, only a name that changes with the content. */
export function socialCardVersion(card: SocialCard): string {
  const text = JSON.stringify([designVersion, card.title, card.highlight, card.detail, card.photo]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** `/social/listing/<id>.jpg?v=<version>`: the version lets caches keep the address's bytes for good. */
export function socialImagePath(kind: SocialImageKind, id: string, card: SocialCard): string {
  return `/social/${kind}/${encodeURIComponent(id)}.jpg?v=${socialCardVersion(card)}`;
}

/** The page's og:image and twitter:image tags for its share image (its twitter:card is summary_large_image). */
export function socialImageMeta({
  baseUrl,
  kind,
  id,
  card,
}: {
  baseUrl: string;
  kind: SocialImageKind;
  id: string;
  card: SocialCard;
}): MetaDescriptor[] {
  const image = absoluteUrl(baseUrl, socialImagePath(kind, id, card));
  return [
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImageWidth) },
    { property: "og:image:height", content: String(socialImageHeight) },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:alt", content: card.title },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.title },
  ];
}
