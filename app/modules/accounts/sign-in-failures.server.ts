import { and, count, desc, eq, gt, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#app/db/client.server.ts";
import { signInFailures } from "#app/db/schema.ts";

export const signInFailureLimit = 10;
export const signInFailureWindowMs = 15 * 60 * 1000;

const emailSchema = z.email();

/**
 * The address a sign-in attempt is counted under (lower case, as better-auth looks accounts up), or
 * null when the body holds no e-mail address: nothing unvalidated is stored or compared.
 */
export function signInFailureEmail(value: unknown): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data.toLowerCase() : null;
}

export async function countRecentSignInFailures(db: Database, email: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - signInFailureWindowMs);
  const [row] = await db
    .select({ failures: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email.toLowerCase()), gt(signInFailures.attemptedAt, since)));
  return row?.failures ?? 0;
}

export async function recordSignInFailure(db: Database, email: string): Promise<void> {
  await db.insert(signInFailures).values({ email: email.toLowerCase() });
  // Old rows say nothing any more; trimming here keeps the table small without a job.
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.attemptedAt, new Date(Date.now() - 2 * signInFailureWindowMs)));
}

export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email.toLowerCase()));
}

/** Takes back the attempt recorded before the password check when it did not turn out a wrong password. */
export async function forgetLatestSignInFailure(db: Database, email: string): Promise<void> {
  const latest = db
    .select({ id: signInFailures.id })
    .from(signInFailures)
    .where(eq(signInFailures.email, email.toLowerCase()))
    .orderBy(desc(signInFailures.id))
    .limit(1);
  await db.delete(signInFailures).where(inArray(signInFailures.id, latest));
}
