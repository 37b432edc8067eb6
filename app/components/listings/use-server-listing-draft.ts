import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { listingDraftIntents, listingDraftPath, newDraftKey } from "#app/modules/listings/listing-draft.ts";

// The listing form's draft on the server (docs/product/selling.md, Draft): with JavaScript, saved through a fetcher a
// moment after the seller stops typing and at once on each step change. Without JavaScript the 'Save draft' button
// posts the form itself.

const saveDelayMs = 1_000;

/** Whether the seller has typed, chosen or uploaded anything (the tier is chosen for them). */
function hasTyped(body: FormData): boolean {
  for (const [name, value] of body) {
    if (name !== "tier" && typeof value === "string" && value.trim() !== "") return true;
  }
  return false;
}

interface AutosaveReply {
  ok: boolean;
  draftId?: string | null;
}

export interface ServerListingDraft {
  /** 'Draft saved' once a save was answered. */
  isSaved: boolean;
  /** Call after the seller changed something: saves a moment later. */
  scheduleSave(): void;
  /** Saves now (a step change). */
  saveNow(): void;
}

/**
 * Saves the form to its draft, one save at a time (a change meanwhile is saved once the answer is in). A new draft
 * (`draftId` null) is made by its first save that holds something typed; then the page moves to the draft's own
 * address, so a reload, another device or My listings find it.
 */
export function useServerListingDraft({
  formRef,
  draftId,
  isEnabled,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  draftId: string | null;
  isEnabled: boolean;
}): ServerListingDraft {
  const fetcher = useFetcher<AutosaveReply>();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const createdId = useRef<string | null>(null);
  const isWaiting = useRef(false);
  const [isSaved, setIsSaved] = useState(false);
  const id = draftId ?? createdId.current;

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!isEnabled || !form) return;
    // One save at a time: a second submit would abort the first (and a first save of a new draft, make another).
    if (fetcher.state !== "idle") {
      isWaiting.current = true;
      return;
    }
    const body = new FormData(form);
    // Moving through the steps of an untouched form makes no empty draft.
    if (id === null && !hasTyped(body)) return;
    body.set("intent", listingDraftIntents.autosave);
    setIsSaved(false);
    fetcher.submit(body, { method: "post", action: listingDraftPath(id ?? newDraftKey) }).catch((error: unknown) => {
      // Leaving the page (Pay and publish, a link) aborts a save on its way; the post that leaves saves the form itself.
      if (!(error instanceof DOMException && error.name === "AbortError")) throw error;
    });
  }, [formRef, isEnabled, id, fetcher]);

  // The timer calls the save of the render it fires in, which knows whether a save is on its way.
  const latestSave = useRef(saveNow);
  latestSave.current = saveNow;
  const scheduleSave = useCallback(() => {
    if (!isEnabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestSave.current(), saveDelayMs);
  }, [isEnabled]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) setIsSaved(true);
    const made = fetcher.data.draftId;
    if (draftId === null && made && createdId.current === null) {
      createdId.current = made;
      navigate(listingDraftPath(made), { replace: true, preventScrollReset: true });
    }
    if (isWaiting.current) {
      isWaiting.current = false;
      scheduleSave();
    }
  }, [fetcher.state, fetcher.data, draftId, navigate, scheduleSave]);

  return { isSaved, scheduleSave, saveNow };
}
