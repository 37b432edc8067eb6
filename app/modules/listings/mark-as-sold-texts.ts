// Marking a listing sold (docs/product/mark-as-sold.md): every text the feature shows, word for word, and how long a
// sold page stays. Browser-safe and without zod: the listing page, the dashboard and favorites show them on first load;
// the confirmation's schema (mark-as-sold.schema.ts) is loaded only where the form is.

export const markAsSoldTexts = {
  button: "Mark as sold",
  buttonLabel: (title: string) => `Mark as sold: ${title}`,
  heading: "Mark as sold",
  lead: "It leaves search at once. Its page shows 'Sold' to visitors for 14 days, then it is gone. Buyers who saved it get an email.",
  salePriceLabel: "Sale price (optional)",
  salePriceHint:
    "Private: never shown to anyone. We use sale prices only in aggregate, to rate the prices of similar campers.",
  saving: "Saving...",
  invalidSalePrice: "Please enter the sale price in dollars, for example 45000 or 45,000.50, or leave it empty.",
  forbidden: "You can only mark your own listings as sold.",
  notFound: "This listing no longer exists.",
  alreadySold: "This listing is already marked as sold.",
  markedSold: "Your listing is marked as sold.",
  soldNoEdit: "This listing is sold and can no longer be changed.",
  soldNoRenew: "This listing is sold and can no longer be renewed.",
  soldBadge: "Sold",
  soldHeading: "This camper has been sold",
  soldNotice: "It is no longer for sale.",
  goneNotice: "Its listing has been taken down.",
  searchSimilar: "Search similar campers",
} as const;

/** How long a sold listing's page still shows 'Sold' to visitors before it answers 410 Gone. */
export const soldPageDays = 14;
