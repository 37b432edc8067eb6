// Sign-in throttling without lock-out (docs/decisions/018-sign-in-throttling.md). Failed password
// sign-ins are counted per (account, client address) and per client address, in a sliding window:
// - one address may fail 10 times on one account (3 while the account is under attack), then that
//   address is refused for that account until its failures leave the window;
// - one address may fail 30 times over all accounts, then it is refused for every account;
// - failures from other addresses never refuse an address that has not failed itself, so nobody can
//   lock the owner out from elsewhere.
import { isIP } from "node:net";
import { and, count, desc, eq, gt, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#app/db/client.server.ts";
import { signInFailures } from "#app/db/schema.ts";

/** How long a failure counts. */
export const signInFailureWindowMs = 15 * 60 * 1000;
/** Failures of one address on one account within the window; the next attempt from that address is refused. */
export const signInFailureLimit = 10;
/** The same, while the account is under attack (see {@link accountUnderAttackFailures}). */
export const signInFailureLimitUnderAttack = 3;
/** Failures of one account from all addresses within the window from which it counts as under attack. */
export const accountUnderAttackFailures = 50;
/** Failures of one address over all accounts within the window; the next attempt from it is refused. */
export const addressFailureLimit = 30;

const emailSchema = z.email();

/**
 * The address a sign-in attempt is counted under (lower case, as better-auth looks accounts up), or
 * null when the body holds no e-mail address: nothing unvalidated is stored or compared.
 */
export function signInFailureEmail(value: unknown): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data.toLowerCase() : null;
}

/**
 * The client address a failure is counted under: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address as its /64 (one subscriber's network, which hands its
 * devices any address in it), anything else as 'unknown'.
 */
export function clientAddressKey(value: string | null | undefined): string {
  const address = value?.trim().toLowerCase() ?? "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6) return "unknown";
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (`::ffff:1.2.3.4` is handled above) lies beyond the /64: only the first four groups matter.
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

export type SignInRefusal = { kind: "account" | "address"; retryAfterSeconds: number };

export interface SignInAttempt {
  /** The failure recorded for this attempt before the password is checked. */
  id: number;
  /** Set when the attempt is refused; its failure is then taken back. */
  refusal: SignInRefusal | null;
}

/**
 * Records the attempt as a failure before the password is checked (so guesses sent all at once cannot
 * slip past the limits), then decides whether it may go on. A refused attempt is taken back at once:
 * refusals never prolong a block, so the right password gets in as soon as the window has passed.
 */
export async function beginSignInAttempt(
  db: Database,
  email: string,
  clientAddress: string,
  now = new Date(),
): Promise<SignInAttempt> {
  const [row] = await db
    .insert(signInFailures)
    .values({ email, clientAddress, attemptedAt: now })
    .returning({ id: signInFailures.id });
  const id = row?.id ?? 0;
  // Old rows say nothing any more; trimming here keeps the table small without a job.
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.attemptedAt, new Date(now.getTime() - 2 * signInFailureWindowMs)));

  const since = new Date(now.getTime() - signInFailureWindowMs);
  const isPair = and(eq(signInFailures.email, email), eq(signInFailures.clientAddress, clientAddress));
  const [counts] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${isPair})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${eq(signInFailures.clientAddress, clientAddress)})`.mapWith(Number),
      account: sql<number>`count(*) filter (where ${eq(signInFailures.email, email)})`.mapWith(Number),
    })
    .from(signInFailures)
    .where(
      and(
        gt(signInFailures.attemptedAt, since),
        or(eq(signInFailures.email, email), eq(signInFailures.clientAddress, clientAddress)),
      ),
    );
  const { pair = 0, address = 0, account = 0 } = counts ?? {};
  const pairLimit = account >= accountUnderAttackFailures ? signInFailureLimitUnderAttack : signInFailureLimit;

  let refusal: SignInRefusal | null = null;
  if (address > addressFailureLimit) {
    refusal = {
      kind: "address",
      retryAfterSeconds: await secondsUntilBelow(
        db,
        eq(signInFailures.clientAddress, clientAddress),
        addressFailureLimit,
        since,
        now,
      ),
    };
  } else if (pair > pairLimit) {
    refusal = { kind: "account", retryAfterSeconds: await secondsUntilBelow(db, isPair, pairLimit, since, now) };
  }
  if (refusal) await db.delete(signInFailures).where(eq(signInFailures.id, id));
  return { id, refusal };
}

/** Seconds until fewer than `limit` of the matching failures (the attempt's own left out) are in the window. */
async function secondsUntilBelow(
  db: Database,
  matching: SQL | undefined,
  limit: number,
  since: Date,
  now: Date,
): Promise<number> {
  const counted = await db
    .select({ attemptedAt: signInFailures.attemptedAt })
    .from(signInFailures)
    .where(and(matching, gt(signInFailures.attemptedAt, since)))
    .orderBy(desc(signInFailures.attemptedAt), desc(signInFailures.id));
  // Besides this attempt, `counted.length - 1` failures count; the (limit)-th newest of them must leave.
  const others = counted.slice(1);
  const leaving = others[limit - 1] ?? others.at(-1);
  if (!leaving) return 1;
  const ms = leaving.attemptedAt.getTime() + signInFailureWindowMs - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A sign-in that succeeded: this address's failures on this account are forgiven (other addresses' stay). */
export async function clearSignInFailuresFrom(db: Database, email: string, clientAddress: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, email.toLowerCase()), eq(signInFailures.clientAddress, clientAddress)));
}

/** A password reset: every failure on the account is forgiven (the limit's message promises it). */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email.toLowerCase()));
}

/** Takes back the failure recorded before the password check when it did not turn out a wrong password. */
export async function forgetSignInFailure(db: Database, id: number): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

/** Takes back the latest failure of this address on this account (when the attempt's own id is not known). */
export async function forgetLatestSignInFailure(db: Database, email: string, clientAddress: string): Promise<void> {
  const latest = db
    .select({ id: signInFailures.id })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email.toLowerCase()), eq(signInFailures.clientAddress, clientAddress)))
    .orderBy(desc(signInFailures.id))
    .limit(1);
  await db.delete(signInFailures).where(inArray(signInFailures.id, latest));
}

/** Failures counted now for one account, optionally from one address only (tests and diagnostics). */
export async function countRecentSignInFailures(
  db: Database,
  email: string,
  options: { clientAddress?: string; now?: Date } = {},
): Promise<number> {
  const since = new Date((options.now ?? new Date()).getTime() - signInFailureWindowMs);
  const [row] = await db
    .select({ failures: count() })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.email, email.toLowerCase()),
        options.clientAddress ? eq(signInFailures.clientAddress, options.clientAddress) : undefined,
        gt(signInFailures.attemptedAt, since),
      ),
    );
  return row?.failures ?? 0;
}
