// The site's two languages as the database stores them (an account's, a newsletter subscription's): the i18n module
// (app/modules/i18n/locales.ts) builds on this list, so the columns and the pages cannot disagree.
export const localeCodes = ["en-US", "fr-CA"] as const;
