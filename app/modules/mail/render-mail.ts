import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";

export interface MailContent {
  /** The site's absolute base URL (BASE_URL); every link in the mail is built from it. */
  baseUrl: string;
  /** The recipient's language: the mail's own words (the texts below are already in it) and its site link. */
  locale: Locale;
  heading: string;
  paragraphs: string[];
  /** One call to action; `url` may be a path such as `/listing/42`. */
  action?: { label: string; url: string };
  /** Completes "You received this e-mail because …", e.g. "you created a Roamstead account.", in `locale`. */
  reason: string;
}

export interface RenderedMail {
  text: string;
  html: string;
  reason: string;
}

const palette = { pine: "#1f4d3a", sand: "#f4ede1", paper: "#fffdf8", ink: "#1f2a24", muted: "#56615b" };

/** A branded mail with a plain-text part and a simple HTML part that says the same. */
export function renderMail(content: MailContent): RenderedMail {
  const { t } = translatorFor(content.locale);
  const siteUrl = absoluteUrl(pathInLocale("/", content.locale), content.baseUrl);
  const actionUrl = content.action ? absoluteUrl(content.action.url, content.baseUrl) : undefined;
  const why = t("mail.layout.why", { reason: content.reason });

  const text = [
    content.heading,
    ...content.paragraphs,
    ...(content.action && actionUrl
      ? [t("mail.layout.actionLine", { label: content.action.label, url: actionUrl })]
      : []),
    `--\nRoamstead, ${siteUrl}\n${why}`,
  ].join("\n\n");

  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join("\n");
  const button =
    content.action && actionUrl
      ? `<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:${palette.pine};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0;color:${palette.muted};font-size:13px;word-break:break-all">${escapeHtml(t("mail.layout.buttonFallback"))} <a href="${escapeHtml(actionUrl)}" style="color:${palette.pine}">${escapeHtml(actionUrl)}</a></p>`
      : "";

  const html = `<!doctype html>
<html lang="${content.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:24px 12px;background:${palette.sand};color:${palette.ink};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px">
<div style="max-width:560px;margin:0 auto;background:${palette.paper};border-radius:8px;overflow:hidden">
<div style="background:${palette.pine};padding:16px 24px"><a href="${escapeHtml(siteUrl)}" style="color:#ffffff;text-decoration:none;font-weight:700;font-size:20px">Roamstead</a></div>
<div style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
${paragraphs}
${button}
</div>
<div style="padding:16px 24px;border-top:1px solid ${palette.sand};color:${palette.muted};font-size:13px;line-height:1.5">${escapeHtml(why)}</div>
</div>
</body>
</html>`;

  return { text, html, reason: content.reason };
}

function absoluteUrl(url: string, baseUrl: string): string {
  const resolved = new URL(url, baseUrl);
  // Only web links: a javascript: or data: URL in a mail is an attack, not a link.
  if (resolved.protocol !== "https:" && resolved.protocol !== "http:") throw new Error(`Not a web link: ${url}`);
  return resolved.toString();
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
