import { accessibilityViolations, expect, test } from "./fixtures.ts";

test("a French page is French, takes over without a mismatch, and moves between pages under /fr", async ({
  page,
  isMobile,
}) => {
  await page.goto("/fr/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("link", { name: "Passer au contenu" })).toBeAttached();
  if (isMobile) await page.getByLabel("Ouvrir ou fermer le menu").click();
  const navigation = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Principale" });
  await navigation.getByRole("link", { name: "Annonces" }).click();
  await expect(page).toHaveURL("/fr/listings");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("contentinfo").getByText("Parcourir les VR")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the language switch keeps the page and its filters", async ({ page }) => {
  await page.goto("/listings?vehicleType=van");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL("/fr/listings?vehicleType=van");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(footer.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "page");
  await footer.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/listings?vehicleType=van");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test("a French page reached in the page fetches the words it adds, and shows them in French", async ({ page }) => {
  await page.goto("/fr/listings");
  const catalogs: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(en-US|fr-CA)-[\w-]+\.js$/.test(request.url())) catalogs.push(request.url());
  });
  await page.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/fr\/listing\//);
  await expect(page.getByRole("link", { name: "Signaler cette annonce" })).toBeVisible();
  // The areas the listing page adds to the search page's, each fetched once, and only in French.
  expect(catalogs.length).toBeGreaterThan(0);
  expect(new Set(catalogs).size).toBe(catalogs.length);
  expect(catalogs.every((url) => url.includes("/fr-CA-"))).toBe(true);
});
