import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ShownProblem } from "./media-uploader-state.ts";

interface MediaProblemListProps {
  id: string;
  problems: ShownProblem[];
  /** The form action's message (an id or words), shown when the browser found nothing itself. */
  serverError?: string;
}

/** Why files were refused or failed, read out as soon as it changes. */
export function MediaProblemList({ id, problems, serverError }: MediaProblemListProps) {
  const { t } = useTranslator();
  const hasServerError = Boolean(serverError) && problems.length === 0;
  return (
    <div id={id} role="alert" className="empty:hidden mt-3">
      {problems.length > 0 || hasServerError ? (
        <ul className="space-y-1 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {hasServerError ? <li className="font-medium">{t(serverError as MessageId)}</li> : null}
          {problems.map((problem) => (
            <li key={problem.id}>
              <span className="font-medium">{t(problem.message as MessageId, problem.values)}</span>
              {problem.fileName ? <span className="break-all"> ({problem.fileName})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
