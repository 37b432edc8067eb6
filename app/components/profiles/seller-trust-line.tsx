import { Link } from "react-router";
import type { SellerTrustLineView } from "#app/modules/profiles/seller-trust-line.ts";

/**
 * Who sells, and their record in a line, linking to their profile (docs/product/people-and-trust.md). The loader
 * writes the words: the page carries no code or catalog for them.
 */
export function SellerTrustLine({ view, className = "" }: { view: SellerTrustLineView; className?: string }) {
  return (
    <div className={`rounded-xl border border-sand-200 bg-white px-5 py-4 ${className}`}>
      <p className="text-sm text-ink-muted">
        {view.label}{" "}
        <Link to={view.sellerPath} className="font-semibold text-pine-700 underline underline-offset-2">
          {view.sellerName}
        </Link>
      </p>
      <p className="mt-1 text-sm text-ink">{view.summary}</p>
    </div>
  );
}
