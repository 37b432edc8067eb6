// The texts of saved searches and their alerts, word for word from docs/product/buyers-come-back.md.
export const savedSearchTexts = {
  saved: "Search saved. Manage it in Saved searches.",
  nameRequired: "Please give the search a name.",
  nameTooLong: "A name is at most 100 characters.",
  limitReached: "You can keep up to 50 saved searches. Delete one to save another.",
  none: "No saved searches yet. Search for campers and choose Save this search.",
  notFound: "That saved search does not exist.",
  invalidLink: "This unsubscribe link is not valid.",
  renamed: "The search was renamed.",
  deleted: "The search was deleted.",
  manage: "Manage your saved searches",
  alertsOff: (name: string) => `Alerts for "${name}" are off.`,
  frequencyChanged: (name: string, label: string) => `Alerts for "${name}": ${label}.`,
} as const;

export const maxSavedSearches = 50;
export const maxSavedSearchNameLength = 100;
