import { useEffect, useRef } from "react";

/**
 * The payment calculator as the loader rendered it (a GET form that works without JavaScript), made live by a module
 * fetched only when the section comes near the screen, which focusing a field in it also does (ADR 070): most visits
 * never scroll that far, and the listing page's first load carries this small part alone.
 */
export function PaymentCalculatorSlot({ html }: { html: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import("./payment-calculator-live.ts").then(
          (live) => live.startPaymentCalculator(element),
          // Offline, or a deploy replaced the file: the form still works, sent to the server.
          () => undefined,
        );
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader rendered it with React from our own component
  return <div ref={slot} dangerouslySetInnerHTML={{ __html: html }} />;
}
