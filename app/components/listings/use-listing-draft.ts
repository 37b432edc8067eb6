import { useCallback, useEffect, useRef, useState } from "react";
import { type ListingFormValues, listingFormValues } from "#app/modules/listings/listing-form-rules.ts";
import { formValues } from "./listing-form-steps.ts";

// The listing form's draft (docs/product/selling.md, Draft): what the seller typed and uploaded, kept in this
// browser's localStorage under the page's address (the payment's session_id, or the edited listing).

const prefix = "roamstead:listing-draft:";
const saveDelayMs = 500;

export type DraftStatus = "none" | "saved" | "restored" | "discarded";

/** The draft's key for `/submit-listing?{search}`, or null when the address names neither a payment nor a listing. */
export function listingDraftKey(search: string): string | null {
  const params = new URLSearchParams(search);
  const edit = params.get("edit");
  if (edit) return `${prefix}edit:${edit}`;
  const session = params.get("session_id");
  return session ? `${prefix}session:${session}` : null;
}

function readDraft(key: string): ListingFormValues | null {
  try {
    const stored = window.localStorage.getItem(key);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as { values?: unknown };
    if (typeof parsed.values !== "object" || parsed.values === null) return null;
    const values = parsed.values as Record<string, unknown>;
    // Stored as the form posts it; read back through the same reader as a refused submission.
    return listingFormValues({ ...values, ...((values.details as Record<string, unknown> | undefined) ?? {}) });
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: ListingFormValues) {
  try {
    window.localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
    return true;
  } catch {
    // Storage full or off (a private window): the form works as before, without a draft.
    return false;
  }
}

function removeListingDraft(key: string | null) {
  if (!key) return;
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

export interface ListingDraft {
  status: DraftStatus;
  /** Call after the seller changed something: saves a moment later. */
  scheduleSave(): void;
  /** Empties the draft. */
  discard(): void;
  /** Empties the draft after it was submitted, with no save left pending to write it again. */
  forget(): void;
}

/**
 * Saves the form as the seller types (and after each upload), and once on opening puts a saved draft back
 * through `onRestore` — unless `canRestore` is false (the page shows a refused submission as it was sent).
 */
export function useListingDraft({
  key,
  formRef,
  canRestore,
  onRestore,
}: {
  key: string | null;
  formRef: React.RefObject<HTMLFormElement | null>;
  canRestore: boolean;
  onRestore(values: ListingFormValues): void;
}): ListingDraft {
  const [status, setStatus] = useState<DraftStatus>("none");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const restoreRef = useRef({ canRestore, onRestore });

  useEffect(() => {
    const { canRestore: isAllowed, onRestore: restore } = restoreRef.current;
    if (!key || !isAllowed) return;
    const draft = readDraft(key);
    if (!draft) return;
    restore(draft);
    setStatus("restored");
  }, [key]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const scheduleSave = useCallback(() => {
    if (!key) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      if (writeDraft(key, listingFormValues(formValues(form)))) setStatus("saved");
    }, saveDelayMs);
  }, [key, formRef]);

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    removeListingDraft(key);
  }, [key]);

  const discard = useCallback(() => {
    forget();
    setStatus("discarded");
  }, [forget]);

  return { status, scheduleSave, discard, forget };
}
