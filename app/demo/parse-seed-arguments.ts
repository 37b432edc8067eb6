import { parseArgs } from "node:util";

export const maxBulkListings = 5_000_000;

export type SeedCommand = { kind: "demo" } | { kind: "bulk"; listings: number } | { kind: "help" };

/** Bad command-line input: the script prints the message and the usage, and exits with 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

export const seedUsage = `Usage: npm run db:seed [-- --listings N]

  (no options)    seed the demo marketplace if the database has no listings yet
  --listings N    append N generated listings (1 to ${maxBulkListings.toLocaleString("en-US")}), e.g. for benchmarks
  -h, --help      show this help`;

export function parseSeedArguments(argv: readonly string[]): SeedCommand {
  let values: { listings?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { listings: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { kind: "help" };
  if (values.listings === undefined) return { kind: "demo" };
  const text = values.listings.trim();
  const listings = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(listings) || listings < 1 || listings > maxBulkListings) {
    throw new UsageError(
      `--listings must be a whole number from 1 to ${maxBulkListings.toLocaleString("en-US")} (got ${JSON.stringify(values.listings)}).`,
    );
  }
  return { kind: "bulk", listings };
}
