// What an admin page's error boundary receives when the visitor may not see the page (browser-safe).

export type AdminAccessRefusal =
  | { reason: "signed-out"; signInHref: string }
  | { reason: "denied" /** A message id. */; message: string };

export function isAdminAccessRefusal(value: unknown): value is AdminAccessRefusal {
  if (typeof value !== "object" || value === null) return false;
  const reason = (value as { reason?: unknown }).reason;
  return reason === "signed-out" || reason === "denied";
}
