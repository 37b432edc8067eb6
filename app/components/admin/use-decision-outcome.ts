import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import type { DecisionOutcome } from "./queue-card-parts.tsx";

/**
 * Where the outcome of an admin page's last action shows: on the card of the thing it acted on (named by the form's
 * `idField`), or above the list when that card is not among `shownIds` (it has left the list, or the page).
 */
export function useDecisionOutcome(
  actionData: FormReply | undefined,
  idField: string,
  shownIds: readonly string[] | undefined,
): { pageResult: DecisionOutcome | null; resultFor: (id: string) => DecisionOutcome | undefined } {
  const { t } = useTranslator();
  const actedOn = submittedValue(actionData, idField);
  const result = actionData ? { ok: actionData.ok, message: actionData.message ?? t("admin.actionFailed") } : null;
  return {
    pageResult: actedOn !== undefined && shownIds?.includes(actedOn) ? null : result,
    resultFor: (id) => (result && actedOn === id ? result : undefined),
  };
}
