// PostgreSQL text cannot hold U+0000 (NUL): input holding it is refused with a message here, in the
// form's schema, rather than reaching the database and ending as a server error.

export function isStorableText(value: string | null | undefined): boolean {
  return !value?.includes("\u0000");
}

/** 'Please remove the unsupported characters from the body.' */
export function unstorableTextMessage(what: string): string {
  return `Please remove the unsupported characters from ${what}.`;
}
