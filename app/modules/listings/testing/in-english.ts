// The tests' English readers (app/test/translator.tsx) with the listing messages' numbers filled in: `maxImages` is
// the tier's photos.
import { isAppError } from "#app/lib/app-error.ts";
import { englishOutcome as englishOutcomeWith, inEnglish as inEnglishWith } from "#app/test/translator.tsx";
import { listingMessageValues } from "../listing-form-rules.ts";

export function inEnglish<T>(value: T, maxImages?: number): T {
  return inEnglishWith(value, listingMessageValues(maxImages));
}

export async function englishOutcome<T extends { body: unknown }>(outcome: Promise<T> | T, maxImages?: number) {
  return englishOutcomeWith(await outcome, listingMessageValues(maxImages));
}

/** What `run` was refused with: its code and status, its message and fields' messages in English. */
export async function englishRejection(run: Promise<unknown>, maxImages?: number) {
  try {
    await run;
  } catch (error) {
    if (!isAppError(error)) throw error;
    const { code, status, message, fieldErrors } = error;
    return { code, status, ...inEnglish({ message, fieldErrors }, maxImages) };
  }
  throw new Error("expected the call to be refused");
}
