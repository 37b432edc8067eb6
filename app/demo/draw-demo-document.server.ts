// A demo document as a real PDF (one Letter page, Helvetica), written with the same library that checks uploads, so
// the demo's documents download and open like any seller's.
import { PDFDocument, rgb, StandardFonts } from "@cantoo/pdf-lib";
import type { NewListing } from "#app/db/schema.ts";
import type { DemoDocument } from "./demo-documents.ts";

const titles: Record<DemoDocument["kind"], string> = {
  inspection_report: "Pre-purchase inspection report",
  wiring_diagram: "House electrical system: wiring summary",
  gas_certificate: "Propane system certificate",
  electrical_certificate: "Electrical installation certificate",
};

const margin = 56;

/** The PDF of `document`, about the listing `listing`. */
export async function drawDemoDocument(
  document: DemoDocument,
  listing: Pick<NewListing, "year" | "make" | "model" | "vin">,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(titles[document.kind]);
  pdf.setProducer("Roamstead demo data");
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 792 - margin;
  const line = (text: string, { size = 11, font = regular, gap = 6 } = {}) => {
    y -= size;
    page.drawText(text, { x: margin, y, size, font, color: rgb(0.1, 0.12, 0.1), maxWidth: 612 - 2 * margin });
    y -= gap;
  };
  line(titles[document.kind], { size: 20, font: bold, gap: 14 });
  line(`Vehicle: ${listing.year} ${listing.make} ${listing.model}`);
  if (listing.vin) line(`VIN: ${listing.vin}`);
  if (document.inspectorName) {
    line(`Inspector: ${document.inspectorName}${document.inspectionCompany ? `, ${document.inspectionCompany}` : ""}`);
  }
  line(`Date: ${document.datedOn}`, { gap: 18 });
  line(document.kind === "inspection_report" ? "Findings" : "Summary", { size: 13, font: bold, gap: 10 });
  for (const finding of document.findings) line(`- ${finding}`, { gap: 8 });
  y = margin;
  line("Sample document of Roamstead's demo data: not a real inspection or certificate.", { size: 9 });
  return pdf.save();
}
