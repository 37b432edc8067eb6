// The handover checklist of one state or province (docs/product/making-the-deal.md, "Bill of sale and handover"): the
// steps a private sale of a camper takes there, in order, each in the page's words with the government's page that
// says more. Made where the words are (the loader), so the page receives text and addresses only. Browser-safe.
import type { Region } from "#app/modules/geo/regions.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { inRegion, regionName } from "#app/modules/landing-pages/landing-page-catalog.ts";
import { type HandoverRegion, handoverRegions, type OfficialPage } from "./handover-regions.ts";

/** What each line is about, in the order a sale meets them. */
export const checklistSteps = [
  "billOfSale",
  "title",
  "usedVehicleInformationPackage",
  "safetyInspection",
  "emissionsTest",
  "registration",
  "insurance",
] as const;
export type ChecklistStep = (typeof checklistSteps)[number];

export interface ChecklistLine {
  step: ChecklistStep;
  /** What to do, in the page's language. */
  text: string;
  /** The government's page, in the page's language where it has one. */
  href: string;
  linkText: string;
}

export interface HandoverChecklist {
  code: string;
  /** The region's name in the page's language ('Québec', 'Colorado'). */
  name: string;
  lines: ChecklistLine[];
}

/** The office's own name in `locale`. */
export function officeName({ office }: HandoverRegion, locale: Locale): string {
  return locale === "fr-CA" ? (office.frenchName ?? office.name) : office.name;
}

const addressIn = (page: OfficialPage, locale: Locale) =>
  locale === "fr-CA" ? (page.frenchUrl ?? page.url) : page.url;

/** The checklist of `region` in `translator`'s language; null for a code without a row (none: a test sees to it). */
export function handoverChecklist(region: Region, translator: Translator): HandoverChecklist | null {
  const rules = handoverRegions[region.code];
  if (!rules) return null;
  const { t, locale } = translator;
  const where = inRegion(t, region);
  const office = { href: addressIn(rules.office, locale), linkText: officeName(rules, locale) };
  const lines: ChecklistLine[] = [];
  const add = (step: ChecklistStep, id: MessageId, link: { href: string; linkText: string }, values = {}) =>
    lines.push({ step, text: t(id, { inRegion: where, ...values }), ...link });

  add("billOfSale", "handover.checklist.billOfSale", office);
  add("title", region.country === "US" ? "handover.checklist.title" : "handover.checklist.ownership", office);
  if (rules.usedVehicleInformationPackage) {
    add("usedVehicleInformationPackage", "handover.checklist.usedVehicleInformationPackage", {
      href: addressIn(rules.usedVehicleInformationPackage, locale),
      linkText: t("handover.checklist.usedVehicleInformationPackageLink"),
    });
  }
  if (rules.safetyInspection) {
    const { rule } = rules.safetyInspection;
    const href = addressIn(rules.safetyInspection, locale);
    add("safetyInspection", "handover.checklist.safetyInspection", inspectionLink(href, office, t), { rule });
  }
  if (rules.emissionsTest) {
    const { rule } = rules.emissionsTest;
    const href = addressIn(rules.emissionsTest, locale);
    add("emissionsTest", "handover.checklist.emissionsTest", inspectionLink(href, office, t), { rule });
  }
  add("registration", "handover.checklist.registration", office);
  add("insurance", "handover.checklist.insurance", office);
  return { code: region.code, name: regionName(t, region), lines };
}

/** An inspection's page: the office's own when it is the office's, else named as the inspection program's. */
function inspectionLink(href: string, office: { href: string; linkText: string }, t: Translator["t"]) {
  return href === office.href ? office : { href, linkText: t("handover.checklist.inspectionLink") };
}
