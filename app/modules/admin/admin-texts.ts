// The admin area's user-facing texts (docs/product/admin.md), in one place for the pages and their tests.
export const adminTexts = {
  accessDenied: "Access denied. This page is for administrators only.",
  actionFailed: "An error occurred. Please try again.",
  confirmDelete: "Are you sure you want to delete this listing?",
  signInPrompt: "Please sign in to access the admin area.",
  listingGone: "This listing no longer exists.",
  featured: "Listing featured.",
  unfeatured: "Listing unfeatured.",
  deleted: "Listing deleted.",
} as const;
