import { importTemplateCsv, importTemplateFileName } from "#app/modules/imports/import-template.ts";

// GET /my-listings/import/template.csv: the inventory import's template (docs/product/open-platform.md, Inventory
// import), the same for everyone: a header row and an example row.

export function loader() {
  return new Response(importTemplateCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${importTemplateFileName}"`,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
