// The builder profile form (docs/product/builders.md, Form), shared by the form and the server. Media
// URLs are only checked for shape here; what they point at is checked on the server (builder-media).

import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { builderMessages } from "./builder-messages.ts";

export const builderFieldLimits = {
  businessName: 120,
  websiteUrl: 500,
  description: 5000,
  location: 200,
  instagram: 200,
  email: 254,
} as const;

/** The form's field names, as docs/product/builders.md lists them. */
export const builderFieldNames = {
  businessName: "businessName",
  websiteUrl: "websiteUrl",
  description: "description",
  location: "location",
  photos: "photos",
  videoUrl: "videoUrl",
  instagram: "instagram",
  email: "email",
} as const;

export const requiredBuilderFields = ["businessName", "description", "location"] as const;

const singleLine = /^[^\p{Cc}]*$/u;
const instagramHandle = /^[A-Za-z0-9._]{1,30}$/;

// NUL is refused by the reader before this schema runs. `tooLong` and `oneLine` are the field's messages ('Business
// Name must be at most 120 characters.', 'Business Name must be one line.').
const text = (max: number, tooLong: MessageId) => z.string().trim().max(max, { error: tooLong });

const line = (max: number, tooLong: MessageId, oneLine: MessageId) =>
  text(max, tooLong).regex(singleLine, { error: oneLine });

/** A website as typed ('example.com', 'https://example.com/shop') made an absolute http(s) URL; '' stays ''. */
export function normalizeWebsite(typed: string): string | null {
  const value = typed.trim();
  if (!value) return "";
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname.includes(".") || url.username || url.password) return null;
  return url.toString();
}

/** An Instagram handle from '@handle', 'handle' or a profile link; '' stays ''; null when it is none of these. */
export function normalizeInstagram(typed: string): string | null {
  let value = typed.trim();
  if (!value) return "";
  const link = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)\/?(?:[?#].*)?$/i.exec(value);
  if (link?.[1]) value = link[1];
  value = value.replace(/^@/, "");
  return instagramHandle.test(value) ? value : null;
}

/** The public profile link of a stored handle. */
export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle)}/`;
}

/** A list field of the form (several photos; one video input, possibly empty), empty entries dropped. */
const urlList = z
  .array(z.string().trim().max(300))
  .prefault([])
  .transform((values) => values.filter(Boolean));

// A field left out of the post reads as empty (a form always sends them all; a JSON client may not).
const builderProfileFields = {
  businessName: line(
    builderFieldLimits.businessName,
    "builders.field.businessNameTooLong",
    "builders.field.businessNameOneLine",
  ).prefault(""),
  websiteUrl: line(builderFieldLimits.websiteUrl, "builders.field.websiteTooLong", "builders.field.websiteOneLine")
    .transform((value, context) => {
      const website = normalizeWebsite(value);
      if (website === null) {
        context.addIssue({ code: "custom", message: builderMessages.invalidWebsite });
        return z.NEVER;
      }
      return website;
    })
    .prefault(""),
  description: text(builderFieldLimits.description, "builders.field.descriptionTooLong").prefault(""),
  location: line(
    builderFieldLimits.location,
    "builders.field.locationTooLong",
    "builders.field.locationOneLine",
  ).prefault(""),
  instagram: line(builderFieldLimits.instagram, "builders.field.instagramTooLong", "builders.field.instagramOneLine")
    .transform((value, context) => {
      const handle = normalizeInstagram(value);
      if (handle === null) {
        context.addIssue({ code: "custom", message: builderMessages.invalidInstagram });
        return z.NEVER;
      }
      return handle;
    })
    .prefault(""),
  email: line(builderFieldLimits.email, "builders.field.emailTooLong", "builders.field.emailOneLine")
    .pipe(z.union([z.literal(""), z.email({ error: builderMessages.invalidEmail })]))
    .prefault(""),
  photos: urlList.pipe(z.array(z.string()).max(30, { error: builderMessages.tooManyPhotos })),
  videoUrl: urlList
    .pipe(z.array(z.string()).max(1, { error: builderMessages.oneVideo }))
    .transform((values) => values[0] ?? null),
};

/**
 * The builder form as posted: the profile, and what it is for (`edit`: a profile id; `session_id`: the
 * paid builder session), which the page's address may carry instead. Missing required fields answer
 * the product's one message ('Please fill in all required fields.') with each missing field marked.
 */
export const builderFormSchema = z
  .object({
    ...builderProfileFields,
    edit: z.string().trim().max(200).optional(),
    session_id: z.string().trim().max(300).optional(),
  })
  .superRefine((posted, context) => {
    let isMissing = false;
    for (const field of requiredBuilderFields) {
      if (posted[field]) continue;
      isMissing = true;
      context.addIssue({ code: "custom", message: builderMessages.fieldRequired, path: [field] });
    }
    if (isMissing) context.addIssue({ code: "custom", message: builderMessages.requiredFields, path: [] });
  });

export type BuilderFormInput = z.output<typeof builderFormSchema>;

/** The profile's content, as the use cases take it. */
export type BuilderProfileInput = Omit<BuilderFormInput, "edit" | "session_id">;

/** The fields of the form that repeat. */
export const builderListFields = ["photos", "videoUrl"] as const;
