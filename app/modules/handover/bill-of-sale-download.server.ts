// How /offers/{id}/bill-of-sale.pdf answers (docs/product/making-the-deal.md, "Bill of sale and handover"): the PDF
// as a download that no cache keeps, or a refusal in plain words of the page's language, which is what a browser
// shows after a plain form post that did not get its file.
import { attachmentDisposition } from "#app/modules/documents/document-file-name.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { slugify } from "#app/modules/landing-pages/landing-page-catalog.ts";
import { privateCacheControl } from "#app/modules/platform/private-pages.server.ts";
import { camperName } from "./bill-of-sale-camper.ts";
import type { BillOfSaleCamper } from "./find-bill-of-sale.server.ts";

/** The file a party saves: "bill-of-sale-2019-mercedes-benz-sprinter-144.pdf", "acte-de-vente-….pdf". */
export function billOfSaleFileName(camper: BillOfSaleCamper, { t }: Pick<Translator, "t">): string {
  const camperSlug = slugify(camperName(camper));
  return `${t("handover.pdf.fileName")}${camperSlug ? `-${camperSlug}` : ""}.pdf`;
}

/** The bill of sale as a download, never kept by a cache (it names two people). */
export function billOfSaleResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(fileName),
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": privateCacheControl,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A refusal as plain text: its status and its words. */
export function plainRefusal(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": privateCacheControl },
  });
}
