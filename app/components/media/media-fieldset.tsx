import type { ReactNode } from "react";
import type { ShownProblem } from "./media-uploader-state.ts";
import type { FileDropTarget } from "./use-file-drop.ts";

/** What the photo and the video part both take. */
export interface MediaPartProps {
  ids: { input: string; hint: string; problems: string };
  /** The hidden inputs' name for the uploaded URLs. */
  name: string;
  label: string;
  problems: ShownProblem[];
  /** The form action's message about this part. */
  serverError?: string;
  drop: FileDropTarget;
}

interface MediaFieldsetProps extends Pick<MediaPartProps, "ids" | "label" | "drop"> {
  children: ReactNode;
}

/** The photo or the video part: a fieldset that takes dropped files, described by its hint and its problems. */
export function MediaFieldset({ ids, label, drop, children }: MediaFieldsetProps) {
  return (
    <fieldset {...drop.handlers} aria-describedby={`${ids.hint} ${ids.problems}`} className="min-w-0">
      <legend className="text-base font-semibold text-ink">{label}</legend>
      {children}
    </fieldset>
  );
}
