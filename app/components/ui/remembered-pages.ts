// What an infinite list had loaded, kept per history entry in sessionStorage, so that Back to a list shows the same
// cards and the browser's scroll restoration lands on the card the visitor left from (docs/product/browse-and-search.md,
// Infinite scroll). Storage that is full, refused or holding something else is simply not used.

export interface RememberedPages<Item> {
  listKey: string;
  items: Item[];
  nextCursor: string | null;
}

/** Enough for any list a visitor scrolls by hand; beyond it the list starts over, as without memory. */
const maxRememberedItems = 600;
const storageKey = (entryKey: string) => `infinite-pages:${entryKey}`;

export function rememberPages<Item>(entryKey: string, pages: RememberedPages<Item>): void {
  try {
    if (pages.items.length > maxRememberedItems) sessionStorage.removeItem(storageKey(entryKey));
    else sessionStorage.setItem(storageKey(entryKey), JSON.stringify(pages));
  } catch {
    // Private mode or a full quota: Back shows the first page, as it did before.
  }
}

/**
 * The pages remembered for this history entry and list, if they still begin with the first page the server sent
 * (a listing that came or went since makes the memory stale, and the list starts over).
 */
export function recallPages<Item extends { id: string }>(
  entryKey: string,
  listKey: string,
  firstItems: readonly Item[],
): RememberedPages<Item> | null {
  try {
    const raw = sessionStorage.getItem(storageKey(entryKey));
    if (!raw) return null;
    const pages = JSON.parse(raw) as RememberedPages<Item>;
    const startsAlike =
      Array.isArray(pages.items) &&
      pages.items.length >= firstItems.length &&
      firstItems.every((item, index) => pages.items[index]?.id === item.id);
    return pages.listKey === listKey && startsAlike ? pages : null;
  } catch {
    return null;
  }
}
