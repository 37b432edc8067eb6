import type { MouseEvent } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { type ListingStepId, listingSteps, stepSectionId } from "./listing-form-steps.ts";

export interface ListingFormProgressProps {
  /** Null without JavaScript: every step is on the page and the list links to them. */
  current: ListingStepId | null;
  onOpenStep?(step: ListingStepId): void;
}

/**
 * 'Step 2 of 5 · Basics', a bar, and the steps as an ordered list with the current one marked
 * (docs/product/selling.md, Steps). Without JavaScript: in-page links to the sections, without 'Preview'.
 */
export function ListingFormProgress({ current, onOpenStep }: ListingFormProgressProps) {
  const { t } = useTranslator();
  const steps = current === null ? listingSteps.filter((step) => step.id !== "preview") : listingSteps;
  const currentIndex = current === null ? -1 : steps.findIndex((step) => step.id === current);
  const currentStep = steps[currentIndex];
  const open = (step: ListingStepId) => (event: MouseEvent) => {
    if (!onOpenStep) return;
    event.preventDefault();
    onOpenStep(step);
  };
  return (
    <nav aria-label={t("listings.steps.stepsLabel")} className="rounded-xl border border-sand-200 bg-white p-4 sm:p-5">
      {currentStep ? (
        <>
          <p className="text-sm font-semibold text-pine-800">
            {t("listings.steps.progress", {
              number: currentIndex + 1,
              count: listingSteps.length,
              name: t(currentStep.name),
            })}
          </p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-sand-100" aria-hidden="true">
            <div
              className="h-full rounded-full bg-pine-600 motion-safe:transition-[width]"
              style={{ width: `${((currentIndex + 1) / steps.length) * 100}%` }}
            />
          </div>
        </>
      ) : null}
      <ol className={`flex flex-wrap gap-2 ${currentStep ? "mt-3" : ""}`}>
        {steps.map((step, index) => {
          const isCurrent = step.id === current;
          const isDone = currentIndex > index;
          return (
            <li key={step.id}>
              <a
                href={`#${stepSectionId(step.id)}`}
                onClick={open(step.id)}
                aria-current={isCurrent ? "step" : undefined}
                className={`flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-3 text-sm font-semibold transition-colors ${
                  isCurrent
                    ? "border-pine-700 bg-pine-700 text-white"
                    : isDone
                      ? "border-pine-100 bg-pine-50 text-pine-800 hover:border-pine-600"
                      : "border-sand-300 bg-white text-ink hover:border-pine-600"
                }`}
              >
                <span aria-hidden="true">{index + 1}</span>
                <span className={current === null ? "" : "sr-only md:not-sr-only"}>{t(step.name)}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
