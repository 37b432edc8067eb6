import { chosenDisplayName } from "#app/modules/accounts/display-name.ts";
import type { NamedPerson } from "./party-name.ts";

/** An account row as a page may know it: its chosen name checked against its e-mail here, the e-mail left behind. */
export function namedPerson(account: {
  id: string;
  name: string | null;
  email: string;
  deletedAt: Date | null;
}): NamedPerson {
  return { id: account.id, chosenName: chosenDisplayName(account), deletedAt: account.deletedAt };
}
