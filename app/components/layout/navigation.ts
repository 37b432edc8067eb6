export interface NavigationLink {
  to: string;
  label: string;
}

/** The top navigation, in its order (docs/product/site-shell.md, Header); sign-in is added for visitors. */
export const primaryNavigation: NavigationLink[] = [
  { to: "/", label: "Home" },
  { to: "/listings", label: "Listings" },
  { to: "/builders", label: "Builders" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About" },
  { to: "/sell-your-camper", label: "Sell Your Camper" },
];

export const visitorNavigation: NavigationLink[] = [{ to: "/sign-in-camper", label: "Sign In" }];

/**
 * A signed-in user's own pages. On wide screens they sit in the Account menu; the Inbox stays in the bar, so its
 * unread badge is always in sight (docs/product/site-shell.md, Header).
 */
export const accountNavigation: NavigationLink[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/favorites", label: "Favorites" },
  { to: "/saved-searches", label: "Saved searches" },
];

export const inboxNavigation: NavigationLink = { to: "/inbox", label: "Inbox" };

export const memberNavigation: NavigationLink[] = [...accountNavigation, inboxNavigation];

/** Shown to administrators only (the server checks the role again on every admin page). */
export const adminNavigation: NavigationLink[] = [{ to: "/admin", label: "Admin" }];
