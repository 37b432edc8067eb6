// The import's template (docs/product/open-platform.md, Inventory import): the header row, one column per field the
// import reads, and one example row a seller overwrites.
import { csvRow } from "#app/modules/admin/csv.ts";
import { importColumns, templateExampleRow } from "./import-columns.ts";

export const importTemplateFileName = "roamstead-inventory-template.csv";

/**
 * The template as UTF-8 text, starting with a byte order mark: spreadsheets then open its accents as UTF-8 (the
 * import takes a file with or without one).
 */
export function importTemplateCsv(): string {
  return `\uFEFF${csvRow(importColumns)}${csvRow(importColumns.map((column) => templateExampleRow[column] ?? ""))}`;
}
