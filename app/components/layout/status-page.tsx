import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** `title` and `message` are message ids (or text already in the page's language), translated here. */
export interface StatusPageProps {
  title: string;
  message: string;
  children?: ReactNode;
}

/** The page shown for a missing page or a failure: a heading, a sentence, and a way back. */
export function StatusPage({ title: titleId, message, children }: StatusPageProps) {
  const { t } = useTranslator();
  const title = t(titleId as MessageId);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      {/* The product's headings may end a sentence ('Post not found.'); a document title does not. */}
      <title>{`${title.replace(/\.$/, "")} | Roamstead`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t(message as MessageId)}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-pine-700 px-5 font-semibold text-white hover:bg-pine-800"
      >
        {t("site-shell.backToHome")}
      </Link>
      {children}
    </section>
  );
}
