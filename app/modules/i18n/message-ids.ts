// Every message id the app may ask for, from the English catalogs (the source of every text, ADR 056): a key
// missing from a catalog, or misspelled where it is used, fails the type check.
import type landingPages from "#app/modules/landing-pages/messages/en-US.json";
import type moderation from "#app/modules/moderation/messages/en-US.json";
import type siteShell from "#app/modules/site-shell/messages/en-US.json";

type IdsOf<Area extends string, Catalog> = `${Area}.${Extract<keyof Catalog, string>}`;

export type MessageId =
  | IdsOf<"site-shell", typeof siteShell>
  | IdsOf<"landing-pages", typeof landingPages>
  | IdsOf<"moderation", typeof moderation>;

/** The areas a page may name for its messages (a route's `handle.messages`). */
export type MessageArea = MessageId extends `${infer Area}.${string}` ? Area : never;

/** What fills a message's `{arguments}`. */
export type MessageValues = Record<string, string | number | Date>;
