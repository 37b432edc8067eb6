import { Alert } from "#app/components/ui/alert.tsx";

export interface AdminPageAlertsProps {
  /** The page's address could not be read (a bad page link). */
  queryError: string | null;
  /** An action's answer that no card on the page shows (the card it acted on is gone or elsewhere). */
  pageResult: { ok: boolean; message: string } | null | undefined;
}

/** The alerts above an admin list: a bad address, then an action's answer that belongs to no card. */
export function AdminPageAlerts({ queryError, pageResult }: AdminPageAlertsProps) {
  return (
    <div className="mt-6 space-y-3">
      {queryError ? <Alert tone="error">{queryError}</Alert> : null}
      {pageResult ? <Alert tone={pageResult.ok ? "success" : "error"}>{pageResult.message}</Alert> : null}
    </div>
  );
}
