// More filters' plain-language choices (docs/product/browse-and-search.md, More filters): in place of a number box in
// inches, watts, amp-hours or gallons, a few values named by what they mean to a buyer. The URL still carries the
// number. Kept with the panel, not the filters, so pages that only read a search's URL do not load these words.
export interface FilterPreset {
  value: number;
  label: string;
}

export const detailFilterPresets: Readonly<Record<string, readonly FilterPreset[]>> = {
  height_min: [
    { value: 60, label: "5 ft · sit up comfortably" },
    { value: 72, label: "6 ft · most people stand up" },
    { value: 76, label: "6 ft 4 in · tall people stand up" },
  ],
  solar_min: [
    { value: 1, label: "Any solar" },
    { value: 200, label: "200 W · lights, fans and phones" },
    { value: 400, label: "400 W · a fridge too" },
    { value: 800, label: "800 W · most days off the grid" },
  ],
  battery_min: [
    { value: 100, label: "100 Ah · a weekend" },
    { value: 200, label: "200 Ah · a few days" },
    { value: 400, label: "400 Ah · a week" },
  ],
  water_min: [
    { value: 10, label: "10 gal · a weekend" },
    { value: 20, label: "20 gal · a few days" },
    { value: 40, label: "40 gal · a week" },
  ],
};
