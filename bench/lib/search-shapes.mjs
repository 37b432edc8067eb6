// The search query shapes measured by bench/search.mjs and explained by bench/explain-search.mjs:
// every filter, every sort and the combinations a visitor makes, as /listings query strings.
export const searchShapes = [
  ["newest, no filter", ""],
  ["vehicle type", "vehicleType=skoolie"],
  ["make contains", "make=ford"],
  ["make contains, rare", "make=unicat"],
  ["model contains", "model=sprinter"],
  ["make + model", "make=mercedes&model=144"],
  ["short text (no trigram)", "model=v"],
  ["no match", "make=zzzz"],
  ["price range", "minPrice=30000&maxPrice=45000"],
  ["price range, price sort", "minPrice=30000&maxPrice=45000&sortBy=price_asc"],
  ["radius 100 mi", "location=Portland, OR&radius=100"],
  ["radius 500 mi, price sort", "location=Denver, CO&radius=500&sortBy=price_desc"],
  ["radius 50 mi + type", "location=Asheville, NC&radius=50&vehicleType=van"],
  ["year desc", "sortBy=year_desc"],
  ["year asc", "sortBy=year_asc"],
  ["mileage asc", "sortBy=mileage_asc"],
  ["mileage desc", "sortBy=mileage_desc"],
  ["price asc", "sortBy=price_asc"],
  ["price desc", "sortBy=price_desc"],
  ["type + make + price, year sort", "vehicleType=van&make=ford&minPrice=20000&maxPrice=80000&sortBy=year_desc"],
  [
    "everything",
    "vehicleType=van&make=mercedes&model=sprinter&minPrice=40000&maxPrice=120000&location=Seattle, WA&radius=200&sortBy=mileage_asc",
  ],
  ["rare make, mileage sort", "make=earthroamer&sortBy=mileage_desc"],
];
