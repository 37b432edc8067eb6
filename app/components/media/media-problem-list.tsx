import type { ShownProblem } from "./media-uploader-state.ts";

interface MediaProblemListProps {
  id: string;
  problems: ShownProblem[];
  /** The form action's message, shown when the browser found nothing itself. */
  serverError?: string;
}

/** Why files were refused or failed, read out as soon as it changes. */
export function MediaProblemList({ id, problems, serverError }: MediaProblemListProps) {
  const hasServerError = Boolean(serverError) && problems.length === 0;
  return (
    <div id={id} role="alert" className="empty:hidden mt-3">
      {problems.length > 0 || hasServerError ? (
        <ul className="space-y-1 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {hasServerError ? <li className="font-medium">{serverError}</li> : null}
          {problems.map((problem) => (
            <li key={problem.id}>
              <span className="font-medium">{problem.message}</span>
              {problem.fileName ? <span className="break-all"> ({problem.fileName})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
