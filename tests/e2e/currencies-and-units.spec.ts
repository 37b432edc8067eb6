// Currencies and units as a seller and a buyer meet them (docs/product/currencies-and-units.md): a Québec seller lists
// in French, in Canadian dollars and kilometres; an English buyer reads CA$ and km with US$ and miles beside them,
// finds the camper with a price filter in US dollars, and chooses the currency of the approximate amounts.
import { signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { demoSeller, payByRequest } from "./selling-helpers.ts";

test.describe("a Québec seller, before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("lists in French, in Canadian dollars and kilometres; the English page shows both currencies and both units", async ({
    page,
  }) => {
    await signInByRequest(page, demoSeller.email, demoSeller.password);
    await page.goto(`/fr/submit-listing?session_id=${await payByRequest(page, "listing", "graze")}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    // On a French page the odometer reads in kilometres, and the currency follows the place, unless chosen.
    await expect(page.getByLabel("Unité de l’odomètre")).toHaveValue("km");
    await expect(page.getByRole("main").getByLabel("Devise", { exact: true })).toHaveValue("");
    const make = `Québécoise${Date.now() % 100_000}`;
    await page.getByLabel("Type de véhicule").selectOption("van");
    await page.getByLabel("Année").fill("2021");
    await page.getByLabel("Marque").fill(make);
    await page.getByLabel("Modèle").fill("Promaster 159");
    await page.getByLabel("Kilométrage").fill("105 773");
    await page.getByLabel("Emplacement").fill("Montreal, QC");
    await page.getByLabel("Prix *").fill("69 500");
    await page
      .getByLabel("Description *")
      .fill("Aménagée pour l’hiver : chauffage au diésel, panneaux solaires et lit fixe.");
    await page.getByRole("button", { name: "Publier l’annonce" }).click();
    await expect(page).toHaveURL(/\/my-listings\/[0-9a-f-]{36}\/live$/);
    const id = /\/my-listings\/([0-9a-f-]{36})\/live$/.exec(page.url())?.[1];

    await page.goto(`/fr/listing/${id}`);
    await expect(page.locator("h1 + p")).toContainText(/69\s500\s\$\sCA/);
    await expect(page.getByText(/105\s773\skm \(65\s724\smilles\)/).first()).toBeVisible();

    await page.goto(`/listing/${id}`);
    await expect(page.locator("h1 + p")).toContainText(/CA\$69,500\s*≈\sUS\$49,600/);
    await expect(page.getByText(/105,773\skm \(65,724\smiles\)/).first()).toBeVisible();

    // A price filter in US dollars finds it at its converted price, and not below.
    await page.goto(`/listings?make=${encodeURIComponent(make)}&maxPrice=50000`);
    await expect(page.getByRole("article").filter({ hasText: make })).toHaveCount(1);
    await page.goto(`/listings?make=${encodeURIComponent(make)}&maxPrice=49000`);
    await expect(page.getByRole("article").filter({ hasText: make })).toHaveCount(0);
  });
});

test("the footer's currency switch turns the approximate amounts into the chosen currency, on the same page", async ({
  page,
}) => {
  await page.goto("/listings?location=Vancouver%2C%20BC&radius=50");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("button", { name: "US$" })).toHaveAttribute("aria-pressed", "true");
  await expect(footer).toContainText(/Approximate amounts at US\$1 = CA\$1\.40/);
  const canadian = page
    .getByRole("article")
    .filter({ hasText: /CA\$[\d,]+/ })
    .first();
  await expect(canadian).toContainText(/≈\sUS\$[\d,]+/);

  await footer.getByRole("button", { name: "CA$" }).click();
  await expect(page).toHaveURL(/\/listings\?location=Vancouver/);
  await expect(footer.getByRole("button", { name: "CA$" })).toHaveAttribute("aria-pressed", "true");
  const american = page
    .getByRole("article")
    .filter({ hasText: /US\$[\d,]+/ })
    .first();
  await expect(american).toContainText(/≈\sCA\$[\d,]+/);
  expect(await accessibilityViolations(page)).toEqual([]);
});
