/** A path such as `/uploads/a.webp` made absolute on BASE_URL (with or without its trailing slash); absolute URLs stay as they are. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${baseUrl.replace(/\/+$/, "")}/`).toString();
}
