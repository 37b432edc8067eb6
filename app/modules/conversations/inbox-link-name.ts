// The header's Inbox link, on every page: a module of its own, so that the header sends the browser this name and
// not every text of the conversations (conversation-texts.ts).

/** The header link's accessible name. */
export const inboxLinkName = (unread: number) => (unread > 0 ? `Inbox, ${unread} unread` : "Inbox");
