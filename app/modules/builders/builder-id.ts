import { isCanonicalId } from "#app/lib/canonical-id.ts";

/**
 * Whether text is a builder profile id as it appears in a URL, in its one spelling (app/lib/canonical-id.ts);
 * anything else names no profile (and never reaches the uuid column).
 */
export function isBuilderId(value: string | null | undefined): value is string {
  return isCanonicalId(value);
}
