// The builder profile form (docs/product/builders.md, Form), shared by the form and the server. Media
// URLs are only checked for shape here; what they point at is checked on the server (builder-media).

import { z } from "zod";
import { isStorableText, unstorableTextMessage } from "#app/lib/storable-text.ts";
import { builderTexts } from "./builder-texts.ts";

export const builderFieldLimits = {
  businessName: 120,
  websiteUrl: 500,
  description: 5000,
  location: 200,
  instagram: 200,
  email: 254,
} as const;

/** The form's field names (docs/product/builders.md: businessName, websiteUrl, description, location, photos, videoUrl, instagram, email). */
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

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: builderTexts.tooLong(label, max) })
    .refine(isStorableText, { error: unstorableTextMessage(label) });

const line = (max: number, label: string) =>
  text(max, label).regex(singleLine, { error: `${label} must be one line.` });

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

export const builderProfileSchema = z.object({
  businessName: line(builderFieldLimits.businessName, "Business Name"),
  websiteUrl: line(builderFieldLimits.websiteUrl, "Website").transform((value, context) => {
    const website = normalizeWebsite(value);
    if (website === null) {
      context.addIssue({ code: "custom", message: builderTexts.invalidWebsite });
      return z.NEVER;
    }
    return website;
  }),
  description: text(builderFieldLimits.description, "Description"),
  location: line(builderFieldLimits.location, "Location"),
  instagram: line(builderFieldLimits.instagram, "Instagram").transform((value, context) => {
    const handle = normalizeInstagram(value);
    if (handle === null) {
      context.addIssue({ code: "custom", message: builderTexts.invalidInstagram });
      return z.NEVER;
    }
    return handle;
  }),
  email: line(builderFieldLimits.email, "Email").pipe(
    z.union([z.literal(""), z.email({ error: builderTexts.invalidEmail })]),
  ),
  photos: z.array(z.string().trim().min(1).max(300)).max(30, { error: builderTexts.tooManyPhotos }),
  videoUrl: z
    .array(z.string().trim().max(300))
    .transform((values) => values.filter(Boolean))
    .pipe(z.array(z.string()).max(1, { error: builderTexts.oneVideo }))
    .transform((values) => values[0] ?? null),
});

export type BuilderProfileInput = z.output<typeof builderProfileSchema>;

export type BuilderFormValues = Record<keyof typeof builderFieldNames, string | string[]>;

/** What the form posted, as the schema reads it (several photos, possibly several videos). */
export function builderFormValues(form: FormData): z.input<typeof builderProfileSchema> {
  const one = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const all = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  return {
    businessName: one("businessName"),
    websiteUrl: one("websiteUrl"),
    description: one("description"),
    location: one("location"),
    instagram: one("instagram"),
    email: one("email"),
    photos: all("photos").filter((value) => value.trim() !== ""),
    videoUrl: all("videoUrl"),
  };
}

export type BuilderProfileParse =
  | { success: true; data: BuilderProfileInput }
  | { success: false; message: string; fieldErrors: Record<string, string> };

/**
 * Validates a posted builder form. Missing required fields answer the product's one message
 * ('Please fill in all required fields.') with each missing field marked; other problems their own.
 */
export function parseBuilderProfile(values: z.input<typeof builderProfileSchema>): BuilderProfileParse {
  const fieldErrors: Record<string, string> = {};
  for (const field of requiredBuilderFields) {
    if (!values[field]?.trim()) fieldErrors[field] = "This field is required.";
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { success: false, message: builderTexts.requiredFields, fieldErrors };
  }
  const parsed = builderProfileSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  const first = parsed.error.issues[0]?.message ?? builderTexts.submitFailed;
  return { success: false, message: first, fieldErrors };
}
