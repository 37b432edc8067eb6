// Fills a compiled ICU message (Lingui's compiled form, made at build time: scripts/vite-compile-catalogs.ts) with its
// values: arguments, `plural` with `#` and `=n` cases, `select`, and `number` (decimal or percent). Numbers and plural
// forms come from locale-numbers.ts, not Intl (ADR 083); a catalog using any other ICU type fails its test
// (catalogs.test.ts).
import type { CompiledIcuChoices, CompiledMessage } from "@lingui/message-utils/compileMessage";
import { formatLocaleDecimal, type NumberStyle, pluralCategoryOf } from "./locale-numbers.ts";
import type { Locale } from "./locales.ts";

export type { CompiledMessage };
export type MessageArguments = Readonly<Record<string, unknown>>;

/** The ICU argument types a catalog may use. */
export const supportedArgumentTypes = ["plural", "select", "number"] as const;

const escapeSequence = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;

export function formatMessage(message: CompiledMessage, locale: Locale, values: MessageArguments = {}): string {
  const text = fill(message, locale, values, undefined);
  return text.includes("\\")
    ? text.replace(escapeSequence, (_, unicode, hex) => String.fromCharCode(parseInt(unicode ?? hex, 16)))
    : text;
}

/** `pound` is the number a `#` stands for, inside a plural's case. */
function fill(tokens: CompiledMessage, locale: Locale, values: MessageArguments, pound: number | undefined): string {
  let text = "";
  for (const token of tokens) {
    if (typeof token === "string") {
      text += token === "#" && pound !== undefined ? formatLocaleDecimal(pound, locale) : token;
      continue;
    }
    const [name, type, format] = token;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    const filled = type ? argument(type, value, format, locale, values) : value;
    if (filled != null) text += String(filled);
  }
  return text;
}

function argument(type: string, value: unknown, format: unknown, locale: Locale, values: MessageArguments): string {
  if (type === "number") {
    const style: NumberStyle = format === "percent" ? "percent" : "decimal";
    return formatLocaleDecimal(Number(value), locale, style);
  }
  const choices = format as CompiledIcuChoices;
  if (type === "select") {
    const key = String(value);
    const chosen = Object.hasOwn(choices, key) && key !== "offset" ? choices[key] : choices.other;
    return fill(chosen ?? [], locale, values, undefined);
  }
  if (type === "plural") {
    const count = Number(value) - (choices.offset ?? 0);
    const exact = Object.hasOwn(choices, String(value)) ? choices[String(value)] : undefined;
    const chosen = exact ?? choices[pluralCategoryOf(count, locale)] ?? choices.other;
    return fill(chosen ?? [], locale, values, count);
  }
  throw new Error(`The ICU argument type "${type}" is not supported (format-message.ts).`);
}
