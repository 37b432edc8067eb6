import type { MetaDescriptor } from "react-router";

const noindex: MetaDescriptor = { name: "robots", content: "noindex" };

/**
 * An admin page's meta: never indexed, titled by its loader. An error page names itself (one <title>, from the
 * ErrorBoundary), so it gets none here.
 */
export function adminPageMeta(error: unknown, title: string | undefined): MetaDescriptor[] {
  return error || title === undefined ? [noindex] : [{ title }, noindex];
}
