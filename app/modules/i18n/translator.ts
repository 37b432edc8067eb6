// A page's or an e-mail's words in one locale (ADR 056): compiled catalogs, filled by format-message.ts behind the
// one small interface the app calls. Numbers and plural forms come from the locale's rules without Intl (ADR 083),
// on the server and in the browser alike, so both render the same text.
import { type CompiledMessage, formatMessage } from "./format-message.ts";
import type { Locale } from "./locales.ts";
import type { MessageId, MessageValues } from "./message-ids.ts";

/** A catalog's messages by id, compiled (scripts/vite-compile-catalogs.ts, or catalogs.server.ts outside a build). */
export type Messages = Record<string, CompiledMessage>;

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
  const known = new Map(Object.entries(messages));
  return {
    locale,
    t(id, values) {
      const message = known.get(id);
      return message === undefined ? onMissing(id) : formatMessage(message, locale, values);
    },
    learn(more) {
      for (const [id, message] of Object.entries(more)) known.set(id, message);
    },
  };
}
