// The listing page's one call to count a view (docs/product/seller-statistics.md, What counts as a view).
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { isCountableViewRequest } from "./countable-view.ts";
import type { ListingViewRecorder } from "./listing-view-recorder.server.ts";

export interface RecordListingViewOptions {
  recorder: ListingViewRecorder;
  /** The request for the page: a page served from memory gives its own (app/modules/platform/anonymous-pages.server.ts). */
  request: Pick<Request, "method" | "headers">;
  /** The listing whose page is being shown. */
  listingId: string;
  /** The signed-in viewer, or null. */
  viewerId: string | null;
  now?: Date;
}

/**
 * Notes a view of a listing page that is being shown, unless a robot or a prefetch asked for it. Returns
 * at once: the view is written with the next batch, where the owner's own views and listings no longer
 * shown are left out.
 */
export function recordListingView({
  recorder,
  request,
  listingId,
  viewerId,
  now = new Date(),
}: RecordListingViewOptions): void {
  if (!isCountableViewRequest(request)) return;
  recorder.record({
    listingId,
    viewerId,
    clientAddress: request.headers.get(clientIpHeader),
    userAgent: request.headers.get("user-agent") ?? "",
    at: now,
  });
}
