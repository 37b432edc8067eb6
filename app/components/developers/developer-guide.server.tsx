// /developers as HTML, rendered by the loader (as the payment calculator's section is, ADR 070): the page carries its
// markup as data and none of its code. The reference follows the OpenAPI document, which is fixed for the process's
// life, so each language's page is rendered once per base address and reused while its words are the same.
import { renderToStaticMarkup } from "react-dom/server";
import { TranslatorProvider } from "#app/components/i18n/page-translator.tsx";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { apiReference } from "#app/modules/public-api/api-reference.server.ts";
import { DeveloperGuide } from "./developer-guide.tsx";

const rendered = new WeakMap<Translator, Map<string, string>>();

export function developerGuideHtml(baseUrl: string, translator: Translator): string {
  const byAddress = rendered.get(translator) ?? new Map<string, string>();
  rendered.set(translator, byAddress);
  const known = byAddress.get(baseUrl);
  if (known !== undefined) return known;
  const html = renderToStaticMarkup(
    <TranslatorProvider value={translator}>
      <DeveloperGuide reference={apiReference(baseUrl, translator)} />
    </TranslatorProvider>,
  );
  byAddress.set(baseUrl, html);
  return html;
}
