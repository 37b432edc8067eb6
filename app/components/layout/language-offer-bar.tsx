import { Form, useLocation } from "react-router";
import type { LanguageOffer } from "#app/modules/i18n/language-offer.server.ts";

/**
 * The first-visit offer of the other language (docs/product/languages.md), in that language: a link to the same
 * page in it, and 'No thanks', a form that works before JavaScript loads.
 */
export function LanguageOfferBar({ offer }: { offer: LanguageOffer }) {
  const { pathname, search } = useLocation();
  return (
    <section lang={offer.locale} aria-label={offer.text} className="border-b border-sand-200 bg-sand-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1 text-sm sm:px-6">
        <p>{offer.text}</p>
        <a
          href={offer.href}
          hrefLang={offer.locale}
          className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-2"
        >
          {offer.accept}
        </a>
        <Form method="post" action="/language-offer">
          <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center text-ink-muted underline underline-offset-2"
          >
            {offer.dismiss}
          </button>
        </Form>
      </div>
    </section>
  );
}
