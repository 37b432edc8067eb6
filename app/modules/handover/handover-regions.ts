// Where a camper changes hands, state by state and province by province (docs/product/making-the-deal.md, "Bill of
// sale and handover"): the office that titles and registers vehicles, and the inspections a sale meets there, each
// with the government's own page. Only pages of the governments themselves (a state's or province's domain, or the
// office it runs) and only addresses we are sure of: an office's home page rather than a guessed deeper one. Rules
// change: every line of the checklist says to verify with the licensing office. Browser-safe data, no logic.

/**
 * A safety inspection the buyer meets: `periodic` (every year or two, for most vehicles), `someVehicles` (periodic,
 * for some vehicles only: by age, mileage or weight), `onSale` (when a used vehicle changes owners).
 */
export type SafetyInspectionRule = "periodic" | "someVehicles" | "onSale";
/** An emissions test: in the whole state, or in some counties or cities only. */
export type EmissionsTestRule = "everywhere" | "someAreas";

/** A government page, with its French version where the government publishes one at its own address. */
export interface OfficialPage {
  url: string;
  frenchUrl?: string;
}

export interface HandoverRegion {
  /** The office that titles and registers vehicles, by its own name (its French one where it has one). */
  office: OfficialPage & { name: string; frenchName?: string };
  safetyInspection?: OfficialPage & { rule: SafetyInspectionRule };
  emissionsTest?: OfficialPage & { rule: EmissionsTestRule };
  /** Ontario: the Used Vehicle Information Package a private seller must give the buyer. */
  usedVehicleInformationPackage?: OfficialPage;
}

/** When the rules below were last written down (the page says so). */
export const handoverRulesWrittenOn = "2026-11-30";

const office = (
  name: string,
  url: string,
  french: Partial<Pick<HandoverRegion["office"], "frenchName" | "frenchUrl">> = {},
) => ({
  name,
  url,
  ...french,
});

/** Every state, the District of Columbia, and every province and territory, by postal code (geo/regions.ts). */
export const handoverRegions: Readonly<Record<string, HandoverRegion>> = {
  AL: {
    office: office(
      "Alabama Department of Revenue, Motor Vehicle Division",
      "https://www.revenue.alabama.gov/motor-vehicle/",
    ),
  },
  AK: { office: office("Alaska Division of Motor Vehicles", "https://dmv.alaska.gov/") },
  AZ: {
    office: office("Arizona Department of Transportation, Motor Vehicle Division", "https://azdot.gov/mvd"),
    emissionsTest: { rule: "someAreas", url: "https://azdeq.gov/" },
  },
  AR: {
    office: office(
      "Arkansas Department of Finance and Administration, Office of Motor Vehicle",
      "https://www.dfa.arkansas.gov/",
    ),
  },
  CA: {
    office: office("California Department of Motor Vehicles", "https://www.dmv.ca.gov/"),
    emissionsTest: { rule: "someAreas", url: "https://www.bar.ca.gov/" },
  },
  CO: {
    office: office("Colorado Division of Motor Vehicles", "https://dmv.colorado.gov/"),
    emissionsTest: { rule: "someAreas", url: "https://cdphe.colorado.gov/" },
  },
  CT: {
    office: office("Connecticut Department of Motor Vehicles", "https://portal.ct.gov/dmv"),
    emissionsTest: { rule: "everywhere", url: "https://portal.ct.gov/dmv" },
  },
  DE: {
    office: office("Delaware Division of Motor Vehicles", "https://dmv.de.gov/"),
    safetyInspection: { rule: "periodic", url: "https://dmv.de.gov/" },
    emissionsTest: { rule: "everywhere", url: "https://dmv.de.gov/" },
  },
  DC: {
    office: office("District of Columbia Department of Motor Vehicles", "https://dmv.dc.gov/"),
    emissionsTest: { rule: "everywhere", url: "https://dmv.dc.gov/" },
  },
  FL: { office: office("Florida Department of Highway Safety and Motor Vehicles", "https://www.flhsmv.gov/") },
  GA: {
    office: office("Georgia Department of Revenue, Motor Vehicle Division", "https://dor.georgia.gov/motor-vehicles"),
    emissionsTest: { rule: "someAreas", url: "https://epd.georgia.gov/" },
  },
  HI: {
    office: office("Hawaii Department of Transportation", "https://hidot.hawaii.gov/"),
    safetyInspection: { rule: "periodic", url: "https://hidot.hawaii.gov/" },
  },
  ID: { office: office("Idaho Transportation Department, Division of Motor Vehicles", "https://itd.idaho.gov/") },
  IL: {
    office: office("Illinois Secretary of State", "https://www.ilsos.gov/"),
    emissionsTest: { rule: "someAreas", url: "https://epa.illinois.gov/" },
  },
  IN: {
    office: office("Indiana Bureau of Motor Vehicles", "https://www.in.gov/bmv/"),
    emissionsTest: { rule: "someAreas", url: "https://www.in.gov/idem/" },
  },
  IA: { office: office("Iowa Department of Transportation, Motor Vehicle Division", "https://iowadot.gov/") },
  KS: { office: office("Kansas Department of Revenue, Division of Vehicles", "https://www.ksrevenue.gov/") },
  KY: { office: office("Kentucky Transportation Cabinet", "https://drive.ky.gov/") },
  LA: {
    office: office("Louisiana Office of Motor Vehicles", "https://www.expresslane.org/"),
    safetyInspection: { rule: "periodic", url: "https://www.lsp.org/" },
    emissionsTest: { rule: "someAreas", url: "https://www.lsp.org/" },
  },
  ME: {
    office: office("Maine Bureau of Motor Vehicles", "https://www.maine.gov/sos/bmv/"),
    safetyInspection: { rule: "periodic", url: "https://www.maine.gov/dps/msp/" },
    emissionsTest: { rule: "someAreas", url: "https://www.maine.gov/dps/msp/" },
  },
  MD: {
    office: office("Maryland Motor Vehicle Administration", "https://mva.maryland.gov/"),
    safetyInspection: { rule: "onSale", url: "https://mdsp.maryland.gov/" },
    emissionsTest: { rule: "someAreas", url: "https://mva.maryland.gov/" },
  },
  MA: {
    office: office(
      "Massachusetts Registry of Motor Vehicles",
      "https://www.mass.gov/orgs/massachusetts-registry-of-motor-vehicles",
    ),
    safetyInspection: { rule: "periodic", url: "https://www.mass.gov/orgs/massachusetts-registry-of-motor-vehicles" },
    emissionsTest: { rule: "everywhere", url: "https://www.mass.gov/orgs/massachusetts-registry-of-motor-vehicles" },
  },
  MI: { office: office("Michigan Secretary of State", "https://www.michigan.gov/sos") },
  MN: { office: office("Minnesota Driver and Vehicle Services", "https://dps.mn.gov/divisions/dvs/") },
  MS: { office: office("Mississippi Department of Revenue", "https://www.dor.ms.gov/") },
  MO: {
    office: office("Missouri Department of Revenue, Motor Vehicle Bureau", "https://dor.mo.gov/"),
    safetyInspection: { rule: "someVehicles", url: "https://www.mshp.dps.missouri.gov/" },
    emissionsTest: { rule: "someAreas", url: "https://dnr.mo.gov/" },
  },
  MT: { office: office("Montana Department of Justice, Motor Vehicle Division", "https://dojmt.gov/") },
  NE: { office: office("Nebraska Department of Motor Vehicles", "https://dmv.nebraska.gov/") },
  NV: {
    office: office("Nevada Department of Motor Vehicles", "https://dmv.nv.gov/"),
    emissionsTest: { rule: "someAreas", url: "https://dmv.nv.gov/" },
  },
  NH: {
    office: office("New Hampshire Division of Motor Vehicles", "https://www.dmv.nh.gov/"),
    safetyInspection: { rule: "periodic", url: "https://www.dmv.nh.gov/" },
    emissionsTest: { rule: "everywhere", url: "https://www.dmv.nh.gov/" },
  },
  NJ: {
    office: office("New Jersey Motor Vehicle Commission", "https://www.nj.gov/mvc/"),
    emissionsTest: { rule: "everywhere", url: "https://www.nj.gov/mvc/" },
  },
  NM: {
    office: office("New Mexico Motor Vehicle Division", "https://www.mvd.newmexico.gov/"),
    emissionsTest: { rule: "someAreas", url: "https://www.mvd.newmexico.gov/" },
  },
  NY: {
    office: office("New York State Department of Motor Vehicles", "https://dmv.ny.gov/"),
    safetyInspection: { rule: "periodic", url: "https://dmv.ny.gov/" },
    emissionsTest: { rule: "everywhere", url: "https://dmv.ny.gov/" },
  },
  NC: {
    office: office("North Carolina Division of Motor Vehicles", "https://www.ncdot.gov/dmv/"),
    safetyInspection: { rule: "periodic", url: "https://www.ncdot.gov/dmv/" },
    emissionsTest: { rule: "someAreas", url: "https://www.ncdot.gov/dmv/" },
  },
  ND: {
    office: office("North Dakota Department of Transportation, Motor Vehicle Division", "https://www.dot.nd.gov/"),
  },
  OH: {
    office: office("Ohio Bureau of Motor Vehicles", "https://www.bmv.ohio.gov/"),
    emissionsTest: { rule: "someAreas", url: "https://epa.ohio.gov/" },
  },
  OK: { office: office("Service Oklahoma", "https://oklahoma.gov/service.html") },
  OR: {
    office: office("Oregon Driver and Motor Vehicle Services", "https://www.oregon.gov/odot/dmv/"),
    emissionsTest: { rule: "someAreas", url: "https://www.oregon.gov/deq/" },
  },
  PA: {
    office: office("Pennsylvania Department of Transportation, Driver and Vehicle Services", "https://www.dmv.pa.gov/"),
    safetyInspection: { rule: "periodic", url: "https://www.dmv.pa.gov/" },
    emissionsTest: { rule: "someAreas", url: "https://www.dmv.pa.gov/" },
  },
  RI: {
    office: office("Rhode Island Division of Motor Vehicles", "https://dmv.ri.gov/"),
    safetyInspection: { rule: "periodic", url: "https://dmv.ri.gov/" },
    emissionsTest: { rule: "everywhere", url: "https://dmv.ri.gov/" },
  },
  SC: { office: office("South Carolina Department of Motor Vehicles", "https://www.scdmvonline.com/") },
  SD: { office: office("South Dakota Department of Revenue, Motor Vehicle Division", "https://dor.sd.gov/") },
  TN: { office: office("Tennessee Department of Revenue, Vehicle Services", "https://www.tn.gov/revenue.html") },
  TX: {
    office: office("Texas Department of Motor Vehicles", "https://www.txdmv.gov/"),
    emissionsTest: { rule: "someAreas", url: "https://www.tceq.texas.gov/" },
  },
  UT: {
    office: office("Utah Division of Motor Vehicles", "https://dmv.utah.gov/"),
    emissionsTest: { rule: "someAreas", url: "https://dmv.utah.gov/" },
  },
  VT: {
    office: office("Vermont Department of Motor Vehicles", "https://dmv.vermont.gov/"),
    safetyInspection: { rule: "periodic", url: "https://dmv.vermont.gov/" },
    emissionsTest: { rule: "everywhere", url: "https://dmv.vermont.gov/" },
  },
  VA: {
    office: office("Virginia Department of Motor Vehicles", "https://www.dmv.virginia.gov/"),
    safetyInspection: { rule: "periodic", url: "https://vsp.virginia.gov/" },
    emissionsTest: { rule: "someAreas", url: "https://www.deq.virginia.gov/" },
  },
  WA: { office: office("Washington State Department of Licensing", "https://dol.wa.gov/") },
  WV: {
    office: office("West Virginia Division of Motor Vehicles", "https://transportation.wv.gov/DMV/"),
    safetyInspection: { rule: "periodic", url: "https://transportation.wv.gov/DMV/" },
  },
  WI: {
    office: office("Wisconsin Department of Transportation, Division of Motor Vehicles", "https://wisconsindot.gov/"),
    emissionsTest: { rule: "someAreas", url: "https://wisconsindot.gov/" },
  },
  WY: { office: office("Wyoming Department of Transportation", "https://www.dot.state.wy.us/") },

  AB: {
    office: office("Alberta registry agents", "https://www.alberta.ca/", {
      frenchName: "agents d’immatriculation de l’Alberta",
    }),
  },
  BC: { office: office("ICBC (Insurance Corporation of British Columbia)", "https://www.icbc.com/") },
  MB: {
    office: office("Manitoba Public Insurance", "https://www.mpi.mb.ca/", {
      frenchName: "Société d’assurance publique du Manitoba",
    }),
    safetyInspection: { rule: "onSale", url: "https://www.mpi.mb.ca/" },
  },
  NB: {
    office: office("Service New Brunswick", "https://www.snb.ca/", { frenchName: "Services Nouveau-Brunswick" }),
    safetyInspection: { rule: "periodic", url: "https://www.snb.ca/" },
  },
  NL: { office: office("Newfoundland and Labrador Motor Registration Division", "https://www.gov.nl.ca/") },
  NS: {
    office: office("Access Nova Scotia, Registry of Motor Vehicles", "https://novascotia.ca/"),
    safetyInspection: { rule: "periodic", url: "https://novascotia.ca/" },
  },
  ON: {
    office: office("ServiceOntario", "https://www.ontario.ca/page/buy-or-sell-used-vehicle-ontario", {
      frenchUrl: "https://www.ontario.ca/fr/page/acheter-ou-vendre-un-vehicule-doccasion-en-ontario",
    }),
    safetyInspection: {
      rule: "onSale",
      url: "https://www.ontario.ca/page/buy-or-sell-used-vehicle-ontario",
      frenchUrl: "https://www.ontario.ca/fr/page/acheter-ou-vendre-un-vehicule-doccasion-en-ontario",
    },
    usedVehicleInformationPackage: { url: "https://www.ontario.ca/page/used-vehicle-information-package" },
  },
  PE: {
    office: office("Access PEI", "https://www.princeedwardisland.ca/", { frenchName: "Accès Î.-P.-É." }),
    safetyInspection: { rule: "periodic", url: "https://www.princeedwardisland.ca/" },
  },
  QC: {
    office: office("Société de l’assurance automobile du Québec (SAAQ)", "https://saaq.gouv.qc.ca/"),
  },
  SK: { office: office("SGI (Saskatchewan Government Insurance)", "https://www.sgi.sk.ca/") },
  YT: {
    office: office("Government of Yukon, Motor Vehicles", "https://yukon.ca/", {
      frenchName: "Gouvernement du Yukon, Véhicules automobiles",
    }),
  },
  NT: {
    office: office("Government of the Northwest Territories, Driver and Vehicle Services", "https://www.gov.nt.ca/", {
      frenchName: "Gouvernement des Territoires du Nord-Ouest, Services aux conducteurs et véhicules",
    }),
  },
  NU: {
    office: office("Government of Nunavut, Motor Vehicles", "https://www.gov.nu.ca/", {
      frenchName: "Gouvernement du Nunavut, Véhicules automobiles",
    }),
  },
};
