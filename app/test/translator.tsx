// Components rendered alone in a test have no root layout above them: these give them the translator the layout
// would, with every catalog of the locale (ADR 056).
import type { ReactNode } from "react";
import { TranslatorProvider } from "#app/components/i18n/page-translator.tsx";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { MessageId, MessageValues } from "#app/modules/i18n/message-ids.ts";

/** `element` under the translator of `locale` (English by default). */
export function inLocale(element: ReactNode, locale: Locale = "en-US") {
  return <TranslatorProvider value={translatorFor(locale)}>{element}</TranslatorProvider>;
}

/** A message's English words: what a test of a reply compares the spec's text with (replies carry ids). */
export function english(id: string, values?: MessageValues): string {
  return translatorFor("en-US").t(id as MessageId, values);
}

/**
 * `value` with every message id in it (a reply's message, its fields' messages, a page's refusal, at any depth of
 * plain objects and arrays) in English, `values` filling their arguments; any other string or value as it is.
 */
export function inEnglish<T>(value: T, values?: MessageValues): T {
  const translate = (item: unknown): unknown => {
    if (typeof item === "string") return english(item, values);
    if (Array.isArray(item)) return item.map(translate);
    if (item !== null && typeof item === "object" && Object.getPrototypeOf(item) === Object.prototype) {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, translate(entry)]));
    }
    return item;
  };
  return translate(value) as T;
}

/** A route's outcome (app/test/route-args.ts) with its body's messages in English. */
export function englishOutcome<T extends { body: unknown }>(outcome: T, values?: MessageValues): T {
  return { ...outcome, body: inEnglish(outcome.body, values) };
}

/** What `promise` gives, or its rejection with the error's message and field messages in English. */
export async function inEnglishRejection<T>(promise: Promise<T>, values?: MessageValues): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof Error) {
      error.message = english(error.message, values);
      const { fieldErrors } = error as { fieldErrors?: unknown };
      if (fieldErrors && typeof fieldErrors === "object") {
        Object.assign(error, { fieldErrors: inEnglish(fieldErrors, values) });
      }
    }
    throw error;
  }
}
