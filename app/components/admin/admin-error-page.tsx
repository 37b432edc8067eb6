import { isRouteErrorResponse, Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { isAdminAccessRefusal } from "#app/modules/admin/admin-access.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/**
 * What an admin page shows instead of itself: a prompt to sign in (signed out, 401),
 * 'Access denied. This page is for administrators only.' (403), or 'An error occurred. Please try again.'
 * (docs/product/admin.md, Access). Its pages name the `admin` messages in their handles.
 */
export function AdminErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslator();
  if (isRouteErrorResponse(error) && isAdminAccessRefusal(error.data)) {
    const refusal = error.data;
    if (refusal.reason === "signed-out") {
      return (
        <section className="mx-auto max-w-2xl px-4 py-24 text-center">
          <title>{t("admin.error.signInTitle")}</title>
          <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
            {t("admin.error.signInHeading")}
          </h1>
          <p className="mt-4 text-lg text-ink-muted">{t("admin.signInPrompt")}</p>
          <Link to={refusal.signInHref} className={buttonClassName("primary", "mt-8")}>
            {t("admin.error.signIn")}
          </Link>
        </section>
      );
    }
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>{t("admin.error.deniedTitle")}</title>
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
          {t("admin.error.deniedHeading")}
        </h1>
        <p role="alert" className="mt-4 text-lg text-ink-muted">
          {t(refusal.message as MessageId)}
        </p>
        <Link to="/" className={buttonClassName("primary", "mt-8")}>
          {t("admin.error.backHome")}
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage title={t("admin.error.notFoundHeading")} message={t("admin.error.notFoundMessage")} />;
  }
  return <StatusPage title={t("admin.error.failedHeading")} message={t("admin.actionFailed")} />;
}
