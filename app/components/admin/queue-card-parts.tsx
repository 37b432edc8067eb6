import { Form, Link, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

// What the administrator's queues share (the report queue and the integrity queue; the reported reviews and questions
// take the decision buttons and the pages): each card's title with its state, its decision buttons, and the pages.

/**
 * The decision being sent for this listing (or the other thing `idField` names) from its card, if any: its buttons
 * wait meanwhile.
 */
export function usePendingDecision(listingId: string, idField = "listingId"): FormDataEntryValue | null {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get(idField) === listingId
    ? navigation.formData.get("intent")
    : null;
}

export interface DecisionButtonProps {
  listingId: string;
  /** Read after the button's words by a screen reader: which listing it decides. */
  title: string;
  formAction: string;
  intent: string;
  label: MessageId;
  busyLabel: MessageId;
  isPrimary?: boolean;
  /** The decision already being sent for this listing. */
  pending: FormDataEntryValue | null;
  /** The form field that names what is decided: a listing's id unless the queue decides on something else. */
  idField?: string;
}

/** One decision on a listing: a plain form of its own, so it works before JavaScript loads. */
export function DecisionButton({
  listingId,
  title,
  formAction,
  intent,
  label,
  busyLabel,
  isPrimary = false,
  pending,
  idField = "listingId",
}: DecisionButtonProps) {
  const { t } = useTranslator();
  return (
    <Form method="post" action={formAction} preventScrollReset>
      <input type="hidden" name={idField} value={listingId} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant={isPrimary ? "primary" : "secondary"}
        className="px-4"
        disabled={pending !== null}
      >
        {pending === intent ? t(busyLabel) : t(label)}
        <span className="sr-only"> {title}</span>
      </Button>
    </Form>
  );
}

/** A card's title, linking to the listing, and its state as a badge ('State:' for a screen reader). */
export function QueueCardTitle({
  headingId,
  listingId,
  title,
  stateLabel,
  state,
  stateTone,
}: {
  headingId: string;
  listingId: string;
  title: string;
  stateLabel: string;
  state: string;
  stateTone: string;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <h2 id={headingId} className="text-lg font-semibold leading-snug text-ink">
        <Link to={`/listing/${listingId}`} className="underline-offset-2 hover:underline">
          {title}
        </Link>
      </h2>
      <p className={`rounded-full px-3 py-1 text-xs font-semibold ${stateTone}`}>
        <span className="sr-only">{stateLabel} </span>
        {state}
      </p>
    </div>
  );
}

const pageLinkClass = "inline-flex min-h-11 items-center font-semibold text-pine-700 underline";

/** A queue's pages: back to the first one once past it, on to the next while there is one. */
export function QueuePagesNav({
  firstHref,
  nextHref,
  firstLabel,
  nextLabel,
}: {
  /** Null on the first page. */
  firstHref: string | null;
  nextHref: string | null;
  firstLabel: string;
  nextLabel: string;
}) {
  const { t } = useTranslator();
  return (
    <nav aria-label={t("admin.pages.label")} className="mt-8 flex flex-wrap justify-between gap-4">
      {firstHref ? (
        <Link to={firstHref} className={pageLinkClass}>
          {firstLabel}
        </Link>
      ) : (
        <span />
      )}
      {nextHref ? (
        <Link to={nextHref} className={pageLinkClass}>
          {nextLabel}
        </Link>
      ) : null}
    </nav>
  );
}
