/** 'Inspected March 2026', beside the listing's first facts while its latest inspection is recent (12 months). */
export function InspectedChip({ label }: { label: string }) {
  return (
    <p className="mt-3 inline-flex rounded-full border border-pine-700 px-2.5 py-1 text-xs font-semibold text-pine-800">
      {label}
    </p>
  );
}
