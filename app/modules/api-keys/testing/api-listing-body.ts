/** A complete listing as an API client sends it: JSON's own types where the form has numbers and choices. */
export const apiVanBody = (more: Record<string, unknown> = {}) => ({
  tier: "roam",
  vehicle_type: "van",
  year: 2019,
  make: "Ford",
  model: "Transit 250",
  price: 52500,
  mileage: 61000,
  location: "Bend, OR",
  description: "Solar, a heater and a fixed bed.",
  solar_watts: 400,
  accepts_offers: true,
  ...more,
});
