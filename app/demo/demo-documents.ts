// The demo's documents (docs/product/listing-documents.md): about one listing in five carries an inspection report by
// a made-up inspector, dated in the last year but for one that is older (its listing shows the report without
// "Inspected"), and a few builds carry their wiring diagram or gas certificate. The rest carry none, as most sellers.
// The same every time; the PDFs are drawn from this by draw-demo-document.server.ts.
import type { ListingDocumentKind, NewListing } from "#app/db/schema.ts";
import { addDays } from "./demo-lifecycle.ts";
import { createRandom, seedFor } from "./random.ts";

const documentsSeed = 35;

/** Every fifth listing, from the third: spread over the grid's pages and the types. */
const isInspected = (index: number) => index % 5 === 2;
/** This inspected listing's report is 15 months old: shown, but no longer 'Inspected'. */
const staleInspectionIndex = 17;
/** Conversions whose builders drew a wiring diagram: the first few vans and skoolies not otherwise chosen. */
const wiredBuilds = 3;

const inspectors = [
  { name: "Dana Whitfield", company: "Mobile RV Inspections NW" },
  { name: "Luis Ortega", company: "Front Range RV Inspectors" },
  { name: "Priya Raman", company: "Trailhead Mechanical" },
  { name: "Marc-Andre Tremblay", company: "Inspection VR Laurentides" },
  { name: "Keith Oduya", company: null },
  { name: "Sara Lindqvist", company: "Coastal Coach Inspections" },
] as const;

const findingsPool = [
  "Roof: sealant intact along every seam; no soft spots when walked.",
  "Water: no leaks under pressure; tank sensors read correctly.",
  "Propane: two-minute leak-down test held; regulator dated 2022.",
  "Electrical: shore power, converter and 12 V circuits tested; GFCI trips.",
  "Tires: date codes 2022, tread 7/32 in. all round; spare good.",
  "Brakes: front pads about 60%; rotors within limits.",
  "Engine: no codes stored; oil and coolant clean; belts sound.",
  "Body: surface rust on rear frame rail, treated; no rot in floor.",
  "Appliances: fridge cools on 12 V and propane; furnace lights first try.",
  "Windows and vents: seals good; one roof vent crank stiff.",
  "Smoke, CO and propane alarms present and in date.",
  "Underbody: no fluid leaks seen; exhaust hangers secure.",
];

export interface DemoDocument {
  /** The index of its listing among buildDemoListings' rows. */
  listingIndex: number;
  kind: ListingDocumentKind;
  fileName: string;
  inspectorName: string | null;
  inspectionCompany: string | null;
  /** "2026-03-14". */
  datedOn: string;
  /** What the PDF says, a line each. */
  findings: string[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The documents of the demo's listings (`rows` as buildDemoListings made them), relative to `now`. */
export function buildDemoDocuments(rows: readonly Pick<NewListing, "vehicleType">[], now: Date): DemoDocument[] {
  const documents: DemoDocument[] = [];
  let builds = 0;
  rows.forEach((row, listingIndex) => {
    const rng = createRandom(seedFor(documentsSeed, listingIndex));
    if (isInspected(listingIndex)) {
      const inspector = rng.pick(inspectors);
      const ageDays = listingIndex === staleInspectionIndex ? rng.int(450, 480) : rng.int(12, 320);
      const datedOn = day(addDays(now, -ageDays));
      documents.push({
        listingIndex,
        kind: "inspection_report",
        fileName: `Inspection report ${datedOn}.pdf`,
        inspectorName: inspector.name,
        inspectionCompany: inspector.company,
        datedOn,
        findings: rng.sample(findingsPool, rng.int(4, 6)),
      });
    } else if (builds < wiredBuilds && (row.vehicleType === "van" || row.vehicleType === "skoolie")) {
      builds += 1;
      const datedOn = day(addDays(now, -rng.int(200, 900)));
      documents.push({
        listingIndex,
        kind: builds === 2 ? "gas_certificate" : "wiring_diagram",
        fileName: builds === 2 ? "Propane system certificate.pdf" : "House electrical wiring.pdf",
        inspectorName: null,
        inspectionCompany: null,
        datedOn,
        findings:
          builds === 2
            ? [
                "Propane system installed and leak-tested by a licensed gas fitter.",
                "Regulator, lines and detector in date.",
              ]
            : [
                "400 Ah lithium bank, 3000 W inverter-charger, 600 W solar on two MPPT controllers.",
                "DC-DC charger from the alternator; every circuit fused at the bus bar.",
                "Shore power inlet to a 30 A panel with GFCI outlets.",
              ],
      });
    }
  });
  return documents;
}
