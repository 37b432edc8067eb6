import { and, eq, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import { user } from "#app/db/auth-schema.ts";
import type { OptionalMailKind } from "#app/db/mail-preference-vocabulary.ts";

// An alias of its own, so the condition reads the same inside a query that joins `user` itself.
const recipient = alias(user, "mail_recipient");

/**
 * Whether the account `accountId` names takes mail of this kind (docs/product/people-and-trust.md, "Account
 * settings"): it exists, is not deleted, and has not turned the kind off in `mail_off`. A condition for the query
 * that decides on the mail, so the choice is read in the transaction that writes it.
 */
export function takesMail(accountId: SQLWrapper, kind: OptionalMailKind): SQL<boolean> {
  const account = new QueryBuilder()
    .select({ one: sql`1` })
    .from(recipient)
    .where(
      and(eq(recipient.id, accountId), isNull(recipient.deletedAt), sql`not (${kind} = any(${recipient.mailOff}))`),
    );
  return sql<boolean>`exists (${account})`;
}
