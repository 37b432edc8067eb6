import { expect, test } from "./fixtures.ts";

// Chrome reports a CSP violation even when the page catches the error (zod's eval probe did), and
// Lighthouse's best practices count each one (ADR 024): the main pages must load and hydrate without any.
test("the main pages load and hydrate without a Content-Security-Policy violation", async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await page.goto("/listings");
  const listingPath = await page.locator('main a[href^="/listing/"]').first().getAttribute("href");
  await page.goto("/blog");
  const postPath = await page.locator('main a[href^="/blog/"]:not([href$=".xml"])').first().getAttribute("href");
  for (const path of ["/", "/listings", listingPath, postPath]) {
    expect(path).toBeTruthy();
    await page.goto(path ?? "/");
    // The inlined stylesheet applied: the body takes the theme's background, not the browser's white.
    await expect(page.locator("html")).toHaveCSS("background-color", "rgb(251, 248, 243)");
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  }
});
