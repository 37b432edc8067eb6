// CSV (RFC 4180) for exports that people open in spreadsheets.

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @, and tab or CR first. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell: a value that could start a formula is prefixed with a single quote, so it shows as
 * text; a cell with a comma, quote, CR or LF (or the quote just added) is quoted, with quotes doubled.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text.startsWith("'") ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvRow(values: readonly Parameters<typeof csvCell>[0][]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
