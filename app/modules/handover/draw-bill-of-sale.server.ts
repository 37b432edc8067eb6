// The bill of sale as a PDF (docs/product/making-the-deal.md, "Bill of sale and handover"), made on the server with
// pdf-lib: both names as typed at download, the camper (year, make, model, VIN, odometer with its unit), the price
// with its currency, the date, the as-is clause and a signature and date line for each party, in the language of
// the page it was asked from.
import { PDFDocument } from "@cantoo/pdf-lib";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { BillOfSaleForm } from "./bill-of-sale.schema.ts";
import { camperIdentity, camperName } from "./bill-of-sale-camper.ts";
import type { BillOfSaleDeal } from "./find-bill-of-sale.server.ts";
import { pdfWriter } from "./pdf-writer.server.ts";

export interface DrawBillOfSaleOptions {
  deal: BillOfSaleDeal;
  /** The names as the party typed them (checked by billOfSaleFormSchema). */
  names: BillOfSaleForm;
  translator: Translator;
  /** The day it is made: the date it carries. */
  now: Date;
}

const blank = "______________________________";

/** The PDF's bytes. */
export async function drawBillOfSale({ deal, names, translator, now }: DrawBillOfSaleOptions): Promise<Uint8Array> {
  const { t, locale } = translator;
  const { camper } = deal;
  const pdf = await PDFDocument.create();
  const title = t("handover.pdf.title");
  pdf.setTitle(`${title}: ${camperName(camper)}`);
  pdf.setAuthor("Roamstead");
  pdf.setProducer("Roamstead");
  pdf.setLanguage(locale);
  pdf.setCreationDate(now);
  const writer = await pdfWriter(pdf);
  const heading = (text: string) => {
    writer.space(8);
    writer.write(text, { size: 13, bold: true, gap: 3 });
  };
  const field = (label: string, value: string) => writer.write(t("handover.pdf.field", { label, value }), { gap: 2 });

  writer.write(title, { size: 22, bold: true, gap: 4 });
  writer.write(t("handover.pdf.date", { date: formatLocaleDate(now, locale, "long") }), { gap: 6 });

  heading(t("handover.pdf.partiesHeading"));
  field(t("handover.pdf.seller"), names.sellerName);
  field(t("handover.pdf.buyer"), names.buyerName);

  heading(t("handover.pdf.vehicleHeading"));
  field(t("handover.pdf.year"), String(camper.year));
  field(t("handover.pdf.make"), camper.make);
  field(t("handover.pdf.model"), camper.model);
  const { vin, odometer } = camperIdentity(camper, translator);
  field(t("handover.pdf.vin"), vin);
  field(t("handover.pdf.odometer"), odometer);

  heading(t("handover.pdf.priceHeading"));
  const price = formatMoney(deal.amountCents, deal.currency, locale);
  writer.write(t("handover.pdf.price", { price, currency: deal.currency }));

  heading(t("handover.pdf.termsHeading"));
  writer.write(t("handover.pdf.sale", { liens: blank }));
  writer.write(t("handover.pdf.odometerStatement"));
  writer.write(t("handover.pdf.asIs"));
  writer.write(t("handover.pdf.payment"), { gap: 12 });

  for (const [label, name] of [
    [t("handover.pdf.sellerSignature"), names.sellerName],
    [t("handover.pdf.buyerSignature"), names.buyerName],
  ] as const) {
    writer.keepTogether(70);
    writer.write(label, { bold: true, gap: 16 });
    writer.writePair(blank, t("handover.pdf.signatureDate", { blank: "______________" }), { gap: 2 });
    writer.write(name, { size: 10, gap: 12 });
  }

  writer.keepTogether(30);
  writer.write(t("handover.pdf.footer", { reference: deal.offerId.slice(0, 8).toUpperCase() }), { size: 8.5 });
  return pdf.save();
}
