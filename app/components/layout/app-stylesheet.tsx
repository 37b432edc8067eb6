import appCss from "#app/app.css?inline";

/**
 * The whole stylesheet inlined in the document's head (ADR 024): Tailwind's output is small (≈ 9 KB gzip),
 * and a <link> would hold the first paint for a second request. Only the server build carries the text
 * (in development the browser's too, so style edits hot-reload); in production the browser keeps the
 * <style> the server sent and reuses its text, so the CSS never travels a second time inside JavaScript.
 */
const bundledHtml = import.meta.env.SSR || import.meta.env.DEV ? { __html: appCss } : undefined;
let sentHtml: { __html: string } | undefined;

const stylesheetId = "app-stylesheet";

/** One object for every render: React rewrites innerHTML (a full stylesheet re-parse) whenever it changes. */
function stylesheetHtml(): { __html: string } {
  if (bundledHtml) return bundledHtml;
  sentHtml ??= { __html: document.getElementById(stylesheetId)?.textContent ?? "" };
  return sentHtml;
}

export function AppStylesheet({ nonce }: { nonce: string | undefined }) {
  return (
    <style
      id={stylesheetId}
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's CSS, never user input
      dangerouslySetInnerHTML={stylesheetHtml()}
      // The browser hides a nonce once parsed, so the client's render (no nonce) cannot match the server's.
      suppressHydrationWarning
    />
  );
}
