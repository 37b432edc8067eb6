// More filters' plain-language choices (docs/product/browse-and-search.md, More filters): in place of a number box in
// inches, watts, amp-hours or gallons, a few values named by what they mean to a buyer. The URL still carries the
// number. Kept with the panel, not the filters, so pages that only read a search's URL do not load these words.
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export interface FilterPreset {
  value: number;
  /** Its name in the search catalog: "6 ft · most people stand up". */
  label: MessageId;
}

export const detailFilterPresets: Readonly<Record<string, readonly FilterPreset[]>> = {
  height_min: [
    { value: 60, label: "search.preset.height_min.60" },
    { value: 72, label: "search.preset.height_min.72" },
    { value: 76, label: "search.preset.height_min.76" },
  ],
  solar_min: [
    { value: 1, label: "search.preset.solar_min.1" },
    { value: 200, label: "search.preset.solar_min.200" },
    { value: 400, label: "search.preset.solar_min.400" },
    { value: 800, label: "search.preset.solar_min.800" },
  ],
  battery_min: [
    { value: 100, label: "search.preset.battery_min.100" },
    { value: 200, label: "search.preset.battery_min.200" },
    { value: 400, label: "search.preset.battery_min.400" },
  ],
  water_min: [
    { value: 10, label: "search.preset.water_min.10" },
    { value: 20, label: "search.preset.water_min.20" },
    { value: 40, label: "search.preset.water_min.40" },
  ],
};
