import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";

export interface DeleteListingButtonProps {
  listingId: string;
  title: string;
  /** Where to come back after deleting: the page the button is on. */
  returnTo: "/my-listings" | "/dashboard";
}

export function deleteListingPath(listingId: string, returnTo: string): string {
  return `/delete-listing/${listingId}?${new URLSearchParams({ returnTo })}`;
}

/**
 * Delete with the confirmation 'Are you sure you want to delete this listing?' (docs/product/selling.md,
 * Delete). Before JavaScript runs it is a link to a confirmation page; afterwards it opens a dialog whose
 * form posts to the same page.
 */
export function DeleteListingButton({ listingId, title, returnTo }: DeleteListingButtonProps) {
  const { t } = useTranslator();
  const isHydrated = useIsHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const navigation = useNavigation();
  const action = deleteListingPath(listingId, returnTo);
  const isDeleting = navigation.state !== "idle" && navigation.formAction === action;
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  if (!isHydrated) {
    return (
      <Link
        to={action}
        className={buttonClassName("secondary", "text-red-800")}
        aria-label={t("listings.delete.buttonLabel", { title })}
      >
        {t("listings.delete.button")}
      </Link>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        className="text-red-800"
        aria-label={t("listings.delete.buttonLabel", { title })}
        onClick={() => setIsOpen(true)}
      >
        {t("listings.delete.button")}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={() => setIsOpen(false)}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-sand-200 bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
      >
        <h2 id={headingId} className="text-lg font-semibold">
          {t("listings.rules.confirmDelete")}
        </h2>
        <p className="mt-2 text-ink-muted">{t("listings.delete.removedForGood", { title })}</p>
        <Form method="post" action={action} className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setIsOpen(false)}>
            {t("listings.delete.cancel")}
          </Button>
          <Button type="submit" className="bg-red-800 hover:bg-red-900 active:bg-red-950" disabled={isDeleting}>
            {isDeleting ? t("listings.delete.deleting") : t("listings.delete.button")}
          </Button>
        </Form>
      </dialog>
    </>
  );
}
