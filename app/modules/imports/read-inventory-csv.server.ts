// An inventory file as the import reads it (docs/product/open-platform.md, Inventory import): UTF-8 text (a byte order
// mark is fine), CSV as RFC 4180 writes it (quoted cells may hold commas, quotes and line breaks), a header row naming
// the template's columns, at most 1,000 rows. A file that cannot be read so is refused whole, in words that say why.
import { CsvError, parse } from "csv-parse/sync";
import { AppError } from "#app/lib/app-error.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { columnName, isImportColumn, stockNumberColumn } from "./import-columns.ts";
import { maxImportRows } from "./import-limits.ts";

export interface InventoryRow {
  /** The row's place as a spreadsheet numbers it: the header is row 1, blank rows count. */
  rowNumber: number;
  /** The row's cells by column, exactly as in the file. */
  cells: Record<string, string>;
  /** False when the row has more or fewer cells than the header has columns (a stray comma or quote). */
  isWhole: boolean;
}

export interface InventoryCsv {
  columns: string[];
  rows: InventoryRow[];
}

/** Reads the file's bytes; throws AppError `invalid` (on the `file` field) with words in `t`'s language. */
export function readInventoryCsv(bytes: Uint8Array, t: Translator["t"]): InventoryCsv {
  const refuse = (message: string) => new AppError("invalid", message, { fieldErrors: { file: message } });
  const text = utf8Text(bytes);
  if (text === null) throw refuse(t("imports.file.notUtf8"));
  if (text.includes("\0")) throw refuse(t("imports.file.notText"));

  let records: string[][];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = Number(error.lines) || 1;
    const reason = error.code === "CSV_QUOTE_NOT_CLOSED" ? "imports.file.quoteNotClosed" : "imports.file.badQuote";
    throw refuse(t(reason, { line }));
  }

  const [header = [], ...body] = records;
  const columns = header.map(columnName);
  const named = columns.filter((column) => column !== "");
  const unknown = named.filter((column) => !isImportColumn(column));
  if (unknown.length > 0) throw refuse(t("imports.file.unknownColumns", { columns: unknown.join(", ") }));
  const repeated = named.find((column, index) => named.indexOf(column) !== index);
  if (repeated) throw refuse(t("imports.file.repeatedColumn", { column: repeated }));
  if (!named.includes(stockNumberColumn)) throw refuse(t("imports.file.noStockNumber"));

  const rows: InventoryRow[] = [];
  for (const [index, record] of body.entries()) {
    if (record.every((cell) => cell.trim() === "")) continue;
    const unnamed = record.findIndex((cell, column) => columns[column] === "" && cell.trim() !== "");
    if (unnamed >= 0) throw refuse(t("imports.file.unnamedColumn", { column: unnamed + 1 }));
    const cells: Record<string, string> = {};
    for (const [column, name] of columns.entries()) if (name !== "") cells[name] = record[column] ?? "";
    rows.push({ rowNumber: index + 2, cells, isWhole: record.length === columns.length });
  }
  if (rows.length === 0) throw refuse(t("imports.file.noRows"));
  if (rows.length > maxImportRows) {
    throw refuse(t("imports.file.tooManyRows", { rows: rows.length, maxRows: maxImportRows }));
  }
  return { columns: named, rows };
}

/** The bytes as UTF-8 text without its byte order mark, or null when they are no UTF-8 (UTF-16, Windows-1252…). */
function utf8Text(bytes: Uint8Array): string | null {
  const isUtf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (isUtf16) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Commas, as the template; a spreadsheet set to a language that writes decimals with a comma saves semicolons (or
 * tabs) instead, which the header row shows.
 */
function delimiterOf(text: string): string {
  const headerLine = text.slice(0, text.search(/\r|\n|$/));
  if (headerLine.includes(",")) return ",";
  if (headerLine.includes(";")) return ";";
  if (headerLine.includes("\t")) return "\t";
  return ",";
}
