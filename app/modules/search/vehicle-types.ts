// The four kinds of camper as the site names them, for every page that shows or offers one. Browser-safe, and apart
// from the search rules (search-params.ts) so that the home page's search and a listing's facts do not load those.
import type { VehicleType } from "#app/db/schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

/** The English names, for what stays in English (structured data, e-mails); pages show `vehicleTypeMessageIds`'. */
export const vehicleTypeLabels: Record<VehicleType, string> = {
  van: "Van",
  skoolie: "Skoolie",
  rv: "RV",
  overlander: "Overlander",
};

/** Each type's name in the search catalog ('Van', 'Fourgonnette'): filters, chips and cards. */
export const vehicleTypeMessageIds: Record<VehicleType, MessageId> = {
  van: "search.vehicleType.van",
  skoolie: "search.vehicleType.skoolie",
  rv: "search.vehicleType.rv",
  overlander: "search.vehicleType.overlander",
};

export const vehicleTypeOptions = Object.entries(vehicleTypeLabels).map(([value, label]) => ({
  value: value as VehicleType,
  label,
}));

/** The types as a drop-down offers them, in the page's language. */
export function vehicleTypeOptionsIn(t: Translator["t"]): { value: VehicleType; label: string }[] {
  return vehicleTypeOptions.map(({ value }) => ({ value, label: t(vehicleTypeMessageIds[value]) }));
}
