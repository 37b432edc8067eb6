import { chromium } from "@playwright/test";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, width, path, lang] of [
  ["fr-1366", 1366, "/fr", "fr-CA"],
  ["fr-412", 412, "/fr/listings", "fr-CA"],
  ["offer-1366", 1366, "/listings", "fr-CA"],
  ["offer-412", 412, "/", "fr-CA"],
]) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: lang,
    extraHTTPHeaders: { "Accept-Language": "fr-CA,fr;q=0.9" },
  });
  const page = await context.newPage();
  await page.goto(`http://localhost:3470${path}`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  if (name === "fr-1366") {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shot-${name}-footer.png` });
  }
  if (name === "fr-412") {
    await page.getByLabel("Ouvrir ou fermer le menu").click();
    await page.screenshot({ path: `/tmp/shot-${name}-menu.png` });
  }
  await context.close();
}
await browser.close();
