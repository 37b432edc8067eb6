import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button } from "./button.tsx";

export interface ConfirmationStepProps {
  /** The section's id: the fragment of the link that opens the step, so the view comes to it. */
  id: string;
  /** The heading's level where the step sits in the page's outline. */
  level: 2 | 4;
  heading: string;
  explain: string;
  /** Where the confirmation posts, and what: its `intent` and the thing's id among them. */
  action: string;
  fields: Record<string, string>;
  confirm: string;
  isPending: boolean;
  cancel: { label: string; to: string };
}

/**
 * The step that confirms something that cannot be undone (revoking a key, deleting a webhook): reached by a plain
 * link, so it works before JavaScript; the red button posts, 'Cancel' goes back. Its heading takes the focus, as the
 * address's fragment takes the view.
 */
export function ConfirmationStep({
  id,
  level,
  heading,
  explain,
  action,
  fields,
  confirm,
  isPending,
  cancel,
}: ConfirmationStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 2 ? "h2" : "h4";
  // A key's name or a webhook's address can be one long word: it wraps anywhere, or it would widen the page on a phone.
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900"
    >
      <Heading
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className={`wrap-anywhere font-semibold focus:outline-none ${level === 2 ? "text-lg" : "text-base"}`}
      >
        {heading}
      </Heading>
      <p className="mt-1 text-sm">{explain}</p>
      <Form method="post" action={action} className="mt-4 flex flex-wrap items-center gap-4">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" disabled={isPending} className="bg-red-800 hover:bg-red-900 active:bg-red-950">
          {confirm}
        </Button>
        <Link to={cancel.to} preventScrollReset className="inline-flex min-h-11 items-center font-semibold underline">
          {cancel.label}
        </Link>
      </Form>
    </section>
  );
}
