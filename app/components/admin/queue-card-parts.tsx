import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

// What the cards of the administrator's queues share (reported listings, reported reviews and questions, listings the
// integrity checks flagged): the card and its title with its state, its decision buttons and the last decision's
// outcome. The report queues' cards also share their reports' parts (report-tally-parts.tsx).

/** The outcome of the last decision on a card's thing, shown on its card. */
export interface DecisionOutcome {
  ok: boolean;
  message: string;
}

/** What every queue's card takes. */
export interface QueueCardProps<Entry> {
  entry: Entry;
  /** Where the card's forms post: the page's own URL (its view and page kept). */
  formAction: string;
  /** The outcome of the last decision on this card's thing, if any. */
  result?: DecisionOutcome;
}

/**
 * The decision being sent for the thing `targetId` names (a listing, unless `idField` says otherwise) from its card,
 * if any: its buttons wait meanwhile.
 */
export function usePendingDecision(targetId: string, idField = "listingId"): FormDataEntryValue | null {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get(idField) === targetId
    ? navigation.formData.get("intent")
    : null;
}

export interface DecisionButtonProps {
  /** The id of what is decided on. */
  targetId: string;
  /** Read after the button's words by a screen reader: which thing it decides. */
  title: string;
  formAction: string;
  intent: string;
  label: MessageId;
  busyLabel: MessageId;
  isPrimary?: boolean;
  /** The form field that names what is decided: a listing's id unless the queue decides on something else. */
  idField?: string;
}

/**
 * One decision on a card's thing: a plain form of its own, so it works before JavaScript loads. While any decision on
 * the thing is being sent, the card's buttons wait, and the one sent says so.
 */
export function DecisionButton({
  targetId,
  title,
  formAction,
  intent,
  label,
  busyLabel,
  isPrimary = false,
  idField = "listingId",
}: DecisionButtonProps) {
  const { t } = useTranslator();
  const pending = usePendingDecision(targetId, idField);
  return (
    <Form method="post" action={formAction} preventScrollReset>
      <input type="hidden" name={idField} value={targetId} />
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

export interface QueueCardTitleProps {
  /** The title's id, which names the card. */
  headingId: string;
  /** The page of the card's thing, which its title links to. */
  href: string;
  /** The kind of thing, before its title, where a queue holds several. */
  kind?: string;
  title: string;
  /** 'State:', read before the state by a screen reader. */
  stateLabel: string;
  state: string;
  stateTone: string;
}

/** A queue's card: its title, linking to its thing, with the thing's state as a badge; then what `children` show. */
export function QueueCard({
  headingId,
  href,
  kind,
  title,
  stateLabel,
  state,
  stateTone,
  children,
}: QueueCardTitleProps & { children: ReactNode }) {
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold leading-snug text-ink">
          {kind ? (
            <span className="mr-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold uppercase">{kind}</span>
          ) : null}
          <Link to={href} className="underline-offset-2 hover:underline">
            {title}
          </Link>
        </h2>
        <p className={`rounded-full px-3 py-1 text-xs font-semibold ${stateTone}`}>
          <span className="sr-only">{stateLabel} </span>
          {state}
        </p>
      </div>
      {children}
    </article>
  );
}

/** The card's decisions: the last one's outcome, then the buttons (and links) for the next. */
export function QueueCardDecisions({ result, children }: { result: DecisionOutcome | undefined; children: ReactNode }) {
  return (
    <>
      {result ? (
        <div className="mt-3">
          <Alert tone={result.ok ? "success" : "error"}>{result.message}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">{children}</div>
    </>
  );
}
