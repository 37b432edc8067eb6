import type { ReactNode } from "react";
import { Form } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";

export interface ListingConfirmationProps {
  heading: string;
  /** A refusal or failure to show above the form; the form goes when there is no listing to act on. */
  error: string | null | undefined;
  hasListing: boolean;
  /** Where Cancel and Back lead: the page the owner came from. */
  returnTo: string;
  /** The submit button's label as it is now ('Delete', or 'Deleting...' while sending). */
  submitLabel: string;
  isBusy: boolean;
  /** Styles of the submit button (a destructive action is red). */
  submitClassName?: string;
  children: ReactNode;
}

/**
 * An owner's confirmation of an action on a listing, as a page that works before JavaScript (delete, mark as
 * sold; docs/product/selling.md, docs/product/mark-as-sold.md): the question and its fields, the action, Cancel.
 */
export function ListingConfirmation({
  heading,
  error,
  hasListing,
  returnTo,
  submitLabel,
  isBusy,
  submitClassName,
  children,
}: ListingConfirmationProps) {
  const { t } = useTranslator();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{heading}</h1>
      {error ? (
        <div className="mt-6">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {hasListing ? (
        <Form method="post" noValidate className="mt-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
          {children}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button type="submit" className={submitClassName} disabled={isBusy}>
              {submitLabel}
            </Button>
            <ButtonLink to={returnTo} variant="secondary">
              {t("listings.confirm.cancel")}
            </ButtonLink>
          </div>
        </Form>
      ) : (
        <ButtonLink to={returnTo} variant="secondary" className="mt-6">
          {t("listings.confirm.back")}
        </ButtonLink>
      )}
    </section>
  );
}
