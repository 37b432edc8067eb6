import { type FormEvent, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import { builderTexts } from "#app/modules/builders/builder-texts.ts";

export interface DeleteBuilderButtonProps {
  builderId: string;
  /** Text of the button; 'Delete Profile' on the form, 'Delete' in lists. */
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
export function DeleteBuilderButton({
  builderId,
  label = builderTexts.deleteProfile,
  accessibleName,
  onConfirmed,
}: DeleteBuilderButtonProps) {
  const action = `/builder/${builderId}/delete`;
  const navigation = useNavigation();
  const isDeleting = navigation.state !== "idle" && navigation.formAction === action;
  const hasSubmitted = useRef(false);
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (navigation.state === "idle") hasSubmitted.current = false;
  }, [navigation.state]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (hasSubmitted.current || !window.confirm(builderTexts.deleteConfirm)) {
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
        {isDeleting ? "Deleting..." : label}
      </Button>
    </Form>
  );
}
