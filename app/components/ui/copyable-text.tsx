import type { ReactNode } from "react";
import { CopyButton, type CopyButtonProps } from "./copy-button.tsx";

export interface CopyableTextProps extends CopyButtonProps {
  /** The field's id, which its label (the caller's) names. */
  id: string;
  /** What describes the text to a screen reader: a warning, or whose it is. */
  describedBy?: string;
  /** Buttons beside 'Copy' (roll the secret, renew the address). */
  children?: ReactNode;
}

/**
 * Text to copy (a key, a secret, a feed's address): read-only and selectable, so it can be copied by hand where the
 * clipboard is refused or before JavaScript, with its copy button and the caller's other buttons under it.
 */
export function CopyableText({ id, describedBy, children, ...copy }: CopyableTextProps) {
  return (
    <>
      <input
        id={id}
        type="text"
        readOnly
        value={copy.text}
        aria-describedby={describedBy}
        spellCheck={false}
        autoComplete="off"
        className="mt-1 w-full rounded-md border border-sand-300 bg-white px-3 py-2 font-mono text-sm text-ink"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <CopyButton {...copy} />
        {children}
      </div>
    </>
  );
}
