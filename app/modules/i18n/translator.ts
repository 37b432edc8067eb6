// A page's or an e-mail's words in one locale (ADR 056): Lingui's runtime over compiled catalogs, behind the one
// small interface the app calls. Dates, numbers and plurals come from the locale through Intl, on the server
// and in the browser alike, so both render the same text.
import { type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "./locales.ts";
import type { MessageId, MessageValues } from "./message-ids.ts";

export interface Translator {
  readonly locale: Locale;
  /** The message `id` in this locale, its `{arguments}` filled from `values`. */
  t(id: MessageId, values?: MessageValues): string;
}

export interface CreateTranslatorOptions {
  locale: Locale;
  messages: Messages;
  /**
   * Told of an id the messages do not hold (a catalog missing a key, or a page that did not name the key's area),
   * and gives what is shown instead. The default shows the id, which no test of a page's words lets pass.
   */
  onMissing?: (id: string) => string;
}

/** A translator that can be taught more messages: a page's, whose whole catalogs arrive after its first render. */
export interface LearningTranslator extends Translator {
  /** Adds `messages`: later calls of `t` find them (the calls before are not redone). */
  learn(messages: Messages): void;
}

export function createTranslator({
  locale,
  messages,
  onMissing = (id) => id,
}: CreateTranslatorOptions): LearningTranslator {
  const i18n = setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => onMissing(id) });
  return { locale, t: (id, values) => i18n._(id, values), learn: (more) => i18n.load(locale, more) };
}
