import { isRouteErrorResponse, Link } from "react-router";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { isAdminAccessRefusal } from "#app/modules/admin/admin-access.ts";
import { adminTexts } from "#app/modules/admin/admin-texts.ts";

/**
 * What an admin page shows instead of itself: a prompt to sign in (signed out, 401),
 * 'Access denied. This page is for administrators only.' (403), or 'An error occurred. Please try again.'
 * (docs/product/admin.md, Access).
 */
export function AdminErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && isAdminAccessRefusal(error.data)) {
    const refusal = error.data;
    if (refusal.reason === "signed-out") {
      return (
        <section className="mx-auto max-w-2xl px-4 py-24 text-center">
          <title>Sign in | Roamstead Admin</title>
          <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">Sign In Required</h1>
          <p className="mt-4 text-lg text-ink-muted">{adminTexts.signInPrompt}</p>
          <Link to={refusal.signInHref} className={buttonClassName("primary", "mt-8")}>
            Sign In
          </Link>
        </section>
      );
    }
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>Access denied | Roamstead</title>
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">Access Denied</h1>
        <p role="alert" className="mt-4 text-lg text-ink-muted">
          {refusal.message}
        </p>
        <Link to="/" className={buttonClassName("primary", "mt-8")}>
          Back to home
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage title="Page Not Found" message="The page you are looking for does not exist or has moved." />;
  }
  return <StatusPage title="Something went wrong" message={adminTexts.actionFailed} />;
}
