// The camper as its bill of sale names it (docs/product/making-the-deal.md, "Bill of sale and handover"): the same
// words on the page, in the PDF and in the file's name.
import type { Translator } from "#app/modules/i18n/translator.ts";
import { formatReading } from "#app/modules/listings/odometer.ts";
import type { BillOfSaleCamper } from "./find-bill-of-sale.server.ts";

/** "2019 Mercedes-Benz Sprinter 144". */
export function camperName({ year, make, model }: Pick<BillOfSaleCamper, "year" | "make" | "model">): string {
  return `${year} ${make} ${model}`;
}

/** The VIN and the odometer reading as written, 'Not given' for either the seller left out. */
export function camperIdentity(camper: BillOfSaleCamper, { t, locale }: Pick<Translator, "t" | "locale">) {
  const notGiven = t("handover.pdf.notGiven");
  return {
    vin: camper.vin ?? notGiven,
    odometer: camper.odometer === null ? notGiven : formatReading(camper.odometer, camper.odometerUnit, locale),
  };
}
