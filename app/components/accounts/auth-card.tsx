import type { ReactNode, RefObject } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";

export function AuthCard({
  title,
  children,
  headingRef,
}: {
  title: string;
  children: ReactNode;
  /** For a page that moves the focus to its heading (it is then focusable by script, not by Tab). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="text-2xl font-bold tracking-tight text-pine-800 focus:outline-none"
        >
          {title}
        </h1>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** The sign-in and sign-up pages after an unexpected failure (a thrown error); `title` is in the page's language. */
export function UnexpectedAuthError({ title }: { title: string }) {
  const { t } = useTranslator();
  return (
    <AuthCard title={title}>
      <Alert tone="error">{t("accounts.auth.unexpected")}</Alert>
    </AuthCard>
  );
}
