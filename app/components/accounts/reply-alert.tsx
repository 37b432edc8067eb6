import { Alert } from "#app/components/ui/alert.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";

/** The action's message for the last submission: what went wrong, or what happened when it worked. */
export function ReplyAlert({ reply }: { reply: FormReply | undefined }) {
  if (!reply?.message) return null;
  return <Alert tone={reply.ok ? "success" : "error"}>{reply.message}</Alert>;
}
