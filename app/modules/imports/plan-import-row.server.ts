// What one row of an inventory file does (docs/product/open-platform.md, Inventory import): checked with the listing
// form's own schema and messages and the tier's photo count, then compared with the seller's listing or draft of the
// same stock number. The dry run shows the plan; applying the row plans it again against what is there by then.
import type { ListingTierId } from "#app/db/schema.ts";
import { isKeptStockNumber, stockNumberOf } from "#app/modules/api-keys/stock-number.server.ts";
import { type ListingTier, listingTiers, parseTierId } from "#app/modules/billing/catalogue.ts";
import {
  type CamperDetailFieldName,
  type CamperDetailsFormValues,
  camperDetailFields,
  detailUnitsFieldName,
  formValueInUnits,
} from "#app/modules/camper-details/camper-details.ts";
import type { DisclosureFieldName } from "#app/modules/disclosure/disclosure-fields.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingFormColumns } from "#app/modules/listings/create-listing.server.ts";
import {
  type ListingFormValues,
  type ListingInput,
  listingFormValues,
  tierMediaErrors,
} from "#app/modules/listings/listing-form-rules.ts";
import { parseDraftValues } from "#app/modules/listings/parse-draft-values.server.ts";
import { listingColumns, photoUrlsColumn, photoUrlsOf, stockNumberColumn, tierColumn } from "./import-columns.ts";
import { maxPhotoUrlLength } from "./import-limits.ts";

/** The seller's listing or draft a row's stock number names, as the import compares and changes it. */
export interface ImportTarget {
  kind: "listing" | "draft";
  id: string;
  tier: ListingTierId;
  isSold: boolean;
  /** As the listing form shows it. */
  values: ListingFormValues;
  /** The addresses its photos were fetched from, in order, when its photos are exactly those (else null). */
  photosFrom: string[] | null;
  /** The addresses of photos being fetched for it, in order (null when none are on their way). */
  photosComing: string[] | null;
}

/** A row's problems by column: the form's messages (ids), or the import's own. */
export type RowProblems = Record<string, MessageId>;

export type RowPlan =
  | { outcome: "invalid"; problems: RowProblems }
  | { outcome: "unchanged"; target: ImportTarget }
  | {
      outcome: "create" | "update";
      target: ImportTarget | null;
      tier: ListingTierId;
      /** The form's values the draft keeps, or the listing is edited with (the photos as they are). */
      values: ListingFormValues;
      input: ListingInput;
      /** Whether anything but the photos changes. */
      changesFields: boolean;
      /** Photos to fetch, in order; null: the photos stay as they are. */
      photoUrls: string[] | null;
    };

export interface PlannedRow {
  cells: Record<string, string>;
  /** False when its cells do not line up with the header's columns. */
  isWhole: boolean;
  /** Another row of the file has the same stock number. */
  isRepeated: boolean;
}

/** The stock number a row names, by the API's rule (spaces around it are no part of it). */
export const rowStockNumber = (cells: Record<string, string>) => stockNumberOf(cells[stockNumberColumn] ?? "");

export function planImportRow({ cells, isWhole, isRepeated }: PlannedRow, target: ImportTarget | null): RowPlan {
  const problems: RowProblems = {};
  if (!isWhole) problems.row = "imports.row.cellCount";
  const stockNumber = rowStockNumber(cells);
  if (stockNumber === "") problems[stockNumberColumn] = "imports.row.stockNumberRequired";
  else if (!isKeptStockNumber(stockNumber)) problems[stockNumberColumn] = "imports.row.stockNumberInvalid";
  else if (isRepeated) problems[stockNumberColumn] = "imports.row.stockNumberRepeated";
  if (target?.isSold) problems[stockNumberColumn] = "listings.sold.soldNoEdit";

  const tier = rowTier(cells, target, problems);
  const values = mergedValues(cells, target);
  const parsed = parseDraftValues(values);
  if (!parsed.ok) {
    for (const [field, message] of Object.entries(parsed.fieldErrors)) {
      problems[field === "images" ? photoUrlsColumn : field] ??= message as MessageId;
    }
  }
  const photoUrls = namedPhotos(cells, problems);
  if (tier) {
    const media = { images: photoUrls ?? values.images, videos: values.video ? [values.video] : [] };
    const { images, video } = tierMediaErrors(media, tier);
    // The form's 'Upload up to {maxImages} images' needs the tier's count; the import's own message names them all.
    if (images) problems[photoUrlsColumn] ??= "imports.row.tooManyPhotos";
    if (video) problems.video ??= video as MessageId;
  }

  if (Object.keys(problems).length > 0 || !tier || !parsed.ok) return { outcome: "invalid", problems };
  const photosChange =
    photoUrls !== null && !isSame(photoUrls, target?.photosFrom) && !isSame(photoUrls, target?.photosComing);
  const changesFields = !target || target.tier !== tier.id || !isSameListing(target.values, parsed.input);
  if (target && !changesFields && !photosChange) return { outcome: "unchanged", target };
  return {
    outcome: target ? "update" : "create",
    target,
    tier: tier.id,
    values,
    input: parsed.input,
    changesFields,
    photoUrls: photosChange ? photoUrls : null,
  };
}

/** The row's tier; a listing keeps the tier it was paid for. An empty cell keeps the listing's or draft's. */
function rowTier(
  cells: Record<string, string>,
  target: ImportTarget | null,
  problems: RowProblems,
): ListingTier | null {
  const typed = (cells[tierColumn] ?? "").trim().toLowerCase();
  if (typed === "") {
    if (target) return listingTiers[target.tier];
    problems[tierColumn] = "imports.row.tierRequired";
    return null;
  }
  const id = parseTierId(typed);
  if (!id) {
    problems[tierColumn] = "imports.row.tierInvalid";
    return null;
  }
  if (target?.kind === "listing" && id !== target.tier) {
    problems[tierColumn] = "imports.row.listingKeepsTier";
    return null;
  }
  return listingTiers[id];
}

/**
 * The form's values the row makes: the listing's or draft's as they are, each column of the file written over its
 * field (an empty cell empties it, as on the form; a column the file does not have leaves the field alone).
 */
function mergedValues(cells: Record<string, string>, target: ImportTarget | null): ListingFormValues {
  const base = target?.values ?? listingFormValues({});
  const values: ListingFormValues = {
    ...base,
    details: inStoredUnits(base.details),
    disclosure: { ...base.disclosure },
  };
  for (const [column, cell] of Object.entries(cells)) {
    if ((listingColumns as readonly string[]).includes(column)) {
      values[column as (typeof listingColumns)[number]] = cell;
    } else if (column in values.details) values.details[column as CamperDetailFieldName] = cell;
    else if (column in values.disclosure) values.disclosure[column as DisclosureFieldName] = cell;
  }
  return values;
}

/** The camper details as the file types them, in the stored units (feet, inches, gallons): a draft may hold metres. */
function inStoredUnits(details: ListingFormValues["details"]): ListingFormValues["details"] {
  const typed: CamperDetailsFormValues = details;
  const converted: CamperDetailsFormValues = { ...typed, [detailUnitsFieldName]: "us" };
  for (const field of camperDetailFields) {
    if (field.kind === "number") converted[field.name] = formValueInUnits(typed, field, "us", "en-US");
  }
  return converted;
}

/** The photos a row names (null when its cell is empty or absent: the photos stay), each a web address. */
function namedPhotos(cells: Record<string, string>, problems: RowProblems): string[] | null {
  const urls = photoUrlsOf(cells[photoUrlsColumn] ?? "");
  if (urls.length === 0) return null;
  if (!urls.every(isWebAddress)) problems[photoUrlsColumn] = "imports.row.photoUrlInvalid";
  return urls;
}

function isWebAddress(text: string): boolean {
  if (text.length > maxPhotoUrlLength) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const isSame = (a: readonly string[], b: readonly string[] | null | undefined) =>
  b !== null && b !== undefined && a.length === b.length && a.every((item, index) => item === b[index]);

/** Whether the form's values make the same listing, photos aside: compared as the listings table stores them. */
function isSameListing(current: ListingFormValues, next: ListingInput): boolean {
  const parsed = parseDraftValues(current);
  if (!parsed.ok) return false;
  const stored = (input: ListingInput) => {
    const { images, videoUrl, ...columns } = listingFormColumns(input, { location: input.location }, null);
    return JSON.stringify(columns);
  };
  return stored(parsed.input) === stored(next);
}
