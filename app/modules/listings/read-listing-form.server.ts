import { readCapped } from "#app/modules/platform/read-submission.server.ts";

/** A listing form post: 50 photo URLs and a 10,000-character description fit many times over. */
const maxFormBytes = 256 * 1024;

export type ListingFormPost =
  | { ok: true; values: Record<string, string | string[]> }
  | { ok: false; status: 413 | 415; message: string };

/**
 * Reads a listing form post (a plain form post, with or without JavaScript). `images` and `video`
 * may repeat and are read as lists; every other field is its first value.
 */
export async function readListingForm(request: Request): Promise<ListingFormPost> {
  const contentType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (contentType !== "application/x-www-form-urlencoded") {
    return { ok: false, status: 415, message: "Send the form as a form post." };
  }
  const body = await readCapped(request, maxFormBytes);
  if (body === undefined) return { ok: false, status: 413, message: "The request is too large." };
  const params = new URLSearchParams(body);
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    values[key] = key === "images" || key === "video" ? params.getAll(key) : (params.get(key) ?? "");
  }
  return { ok: true, values };
}
