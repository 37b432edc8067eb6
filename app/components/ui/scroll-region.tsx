import type { ReactNode } from "react";

/**
 * A box that scrolls sideways on small screens (a wide table). It takes focus, so keyboard users can
 * scroll it as well (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
