// The inventory import's addresses (docs/product/open-platform.md, Inventory import). Browser-safe.

export const importPagePath = "/my-listings/import";
export const importTemplatePath = "/my-listings/import/template.csv";
export const importResultPath = (importId: string) => `/my-listings/import/${importId}`;
