import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type OptionalMailKind, optionalMailKinds } from "#app/db/mail-preference-vocabulary.ts";
import { user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { chosenDisplayName } from "./display-name.ts";

export interface AccountSettings {
  email: string;
  /** The name the account chose; null while it has none (the form starts empty). */
  displayName: string | null;
  about: string;
  publicPlace: string | null;
  /** The optional kinds of e-mail left on. */
  mailOn: OptionalMailKind[];
  priceDropAlerts: boolean;
  locale: Locale;
}

/** What /account shows in its forms (docs/product/people-and-trust.md, "Account settings"). */
export async function getAccountSettings(db: Database, userId: string): Promise<AccountSettings> {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      about: user.about,
      publicPlace: user.publicPlace,
      mailOff: user.mailOff,
      priceDropAlerts: user.priceDropAlerts,
      locale: user.locale,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new AppError("not-found", "accounts.displayName.accountGone");
  return {
    email: row.email,
    displayName: chosenDisplayName(row),
    about: row.about,
    publicPlace: row.publicPlace,
    mailOn: optionalMailKinds.filter((kind) => !row.mailOff.includes(kind)),
    priceDropAlerts: row.priceDropAlerts,
    locale: row.locale,
  };
}
