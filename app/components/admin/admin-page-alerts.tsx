import { Alert } from "#app/components/ui/alert.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";

export interface AdminPageAlertsProps {
  /** The page's address could not be read (a bad page link): readQuery's reply. */
  queryFailure: FormReply | null;
  /** An action's answer that no card on the page shows (the card it acted on is gone or elsewhere). */
  pageResult: { ok: boolean; message: string } | null | undefined;
}

/** The alerts above an admin list: a bad address, then an action's answer that belongs to no card. */
export function AdminPageAlerts({ queryFailure, pageResult }: AdminPageAlertsProps) {
  return (
    <div className="mt-6 space-y-3">
      {queryFailure?.message ? <Alert tone="error">{queryFailure.message}</Alert> : null}
      {pageResult ? <Alert tone={pageResult.ok ? "success" : "error"}>{pageResult.message}</Alert> : null}
    </div>
  );
}
