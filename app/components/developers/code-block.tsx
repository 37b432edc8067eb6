import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";

/** A command or a sample answer, kept as written and scrolled sideways on a phone rather than wrapped. */
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <ScrollRegion label={label} className="mt-2 rounded-lg bg-pine-900">
      <pre className="p-4 text-sm leading-relaxed text-sand-100">
        <code className="font-mono">{children}</code>
      </pre>
    </ScrollRegion>
  );
}
