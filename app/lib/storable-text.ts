// Text is stored exactly as accepted, on PGlite and on PostgreSQL alike. Two things in a JavaScript
// string cannot be: U+0000 (PostgreSQL text cannot hold it), refused with a message; and a lone UTF-16
// surrogate (JSON can carry `\udc00`; it has no UTF-8 form, and PGlite cut the text short at it),
// replaced by U+FFFD as the web platform does for every other string it decodes. The refusal's words are the
// reader's (app/modules/platform/read-input.server.ts) or a schema's own message ids.

export function isStorableText(value: string | null | undefined): boolean {
  return !value?.includes("\u0000");
}

/** The text with every lone surrogate replaced by U+FFFD; other text is returned as it is. */
export function toWellFormedText(value: string): string {
  return value.isWellFormed() ? value : value.toWellFormed();
}

/**
 * A parsed body with every string made well-formed (object keys too) and the top-level fields whose
 * value holds a NUL character anywhere inside. Objects are rebuilt without prototypes' help, so a
 * `__proto__` key stays a plain property.
 */
export function toStorableValues(values: Record<string, unknown>): {
  values: Record<string, unknown>;
  fieldsWithNul: string[];
} {
  const fieldsWithNul: string[] = [];
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = toWellFormedText(key);
    let hasNul = field.includes("\u0000");
    const cleanValue = deepClean(value, () => {
      hasNul = true;
    });
    if (hasNul) fieldsWithNul.push(field);
    Object.defineProperty(clean, field, { value: cleanValue, enumerable: true, writable: true, configurable: true });
  }
  return { values: clean, fieldsWithNul };
}

function deepClean(value: unknown, onNul: () => void, depth = 0): unknown {
  if (typeof value === "string") {
    if (value.includes("\u0000")) onNul();
    return toWellFormedText(value);
  }
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => deepClean(item, onNul, depth + 1));
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) onNul();
    Object.defineProperty(clean, toWellFormedText(key), {
      value: deepClean(item, onNul, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return clean;
}
