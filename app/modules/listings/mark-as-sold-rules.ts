// Marking a listing sold (docs/product/mark-as-sold.md): how long a sold page stays. The feature's words are in the
// listings catalogs (`listings.sold.*`, ADR 056).

/** How long a sold listing's page still shows 'Sold' to visitors before it answers 410 Gone. */
export const soldPageDays = 14;
