import { type FormEvent, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";

export interface DeleteBuilderButtonProps {
  builderId: string;
  /** Text of the button, in the page's language; 'Delete Profile' on the form (the default), 'Delete' in lists. */
  label?: string;
  /** For screen readers when the label alone is ambiguous (a list of profiles). */
  accessibleName?: string;
  /** Told after the builder confirmed, before the request leaves. */
  onConfirmed?(): void;
}

/**
 * Deletes a profile after 'Are you sure you want to delete this builder profile?'. It posts to
 * /builder/{id}/delete, saying it asked; without JavaScript it cannot ask, so that page asks first.
 */
export function DeleteBuilderButton({ builderId, label, accessibleName, onConfirmed }: DeleteBuilderButtonProps) {
  const { t } = useTranslator();
  const action = `/builder/${builderId}/delete`;
  const navigation = useNavigation();
  const isDeleting = navigation.state !== "idle" && navigation.formAction === action;
  const hasSubmitted = useRef(false);
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (navigation.state === "idle") hasSubmitted.current = false;
  }, [navigation.state]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (hasSubmitted.current || !window.confirm(t("builders.delete.confirm"))) {
      event.preventDefault();
      return;
    }
    hasSubmitted.current = true;
    onConfirmed?.();
  }

  return (
    <Form method="post" action={action} onSubmit={handleSubmit}>
      {isHydrated ? <input type="hidden" name="confirmed" value="yes" /> : null}
      <Button
        type="submit"
        variant="secondary"
        disabled={isDeleting}
        aria-label={accessibleName}
        className="border-red-300 text-red-800 hover:bg-red-50 active:bg-red-100"
      >
        {isDeleting ? t("builders.delete.deleting") : (label ?? t("builders.delete.button"))}
      </Button>
    </Form>
  );
}
