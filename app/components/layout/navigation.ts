import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export interface NavigationLink {
  to: string;
  /** The link's words, from the site shell's catalog. */
  label: MessageId;
}

/** The top navigation, in its order (docs/product/site-shell.md, Header); sign-in is added for visitors. */
export const primaryNavigation: NavigationLink[] = [
  { to: "/", label: "site-shell.nav.home" },
  { to: "/listings", label: "site-shell.nav.listings" },
  { to: "/builders", label: "site-shell.nav.builders" },
  { to: "/blog", label: "site-shell.nav.blog" },
  { to: "/about", label: "site-shell.nav.about" },
  { to: "/sell-your-camper", label: "site-shell.nav.sellYourCamper" },
];

export const visitorNavigation: NavigationLink[] = [{ to: "/sign-in-camper", label: "site-shell.nav.signIn" }];

/**
 * A signed-in user's own pages. On wide screens they sit in the Account menu; the Inbox stays in the bar, so its
 * unread badge is always in sight (docs/product/site-shell.md, Header).
 */
export const accountNavigation: NavigationLink[] = [
  { to: "/dashboard", label: "site-shell.nav.dashboard" },
  { to: "/favorites", label: "site-shell.nav.favorites" },
  { to: "/saved-searches", label: "site-shell.nav.savedSearches" },
  { to: "/account", label: "site-shell.nav.accountSettings" },
];

export const inboxNavigation: NavigationLink = { to: "/inbox", label: "site-shell.nav.inbox" };

export const memberNavigation: NavigationLink[] = [...accountNavigation, inboxNavigation];

/** Shown to administrators only (the server checks the role again on every admin page). */
export const adminNavigation: NavigationLink[] = [{ to: "/admin", label: "site-shell.nav.admin" }];
