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

export const memberNavigation: NavigationLink[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/favorites", label: "Favorites" },
  { to: "/saved-searches", label: "Saved searches" },
  { to: "/inbox", label: "Inbox" },
];

/** Shown to administrators only (the server checks the role again on every admin page). */
export const adminNavigation: NavigationLink[] = [{ to: "/admin", label: "Admin" }];
