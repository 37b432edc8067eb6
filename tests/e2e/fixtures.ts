import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

interface Fixtures {
  /** Fails the test on any console error or uncaught page error unless the test expects it. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(waitingForHydration(page, javaScriptEnabled));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser logs every 4xx response, and forms answer bad input with one on purpose; tests assert
        // those statuses and messages themselves. Anything else logged as an error fails the test.
        if (message.type() === "error" && !/the server responded with a status of 4\d\d/.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Makes `page.goto` wait until React has taken over the HTML page it loaded: a click before hydration does nothing,
 * and a fill can land in the previous page's field. The `page` fixture has it; pages a test opens itself need it too.
 */
export function waitingForHydration(page: Page, javaScriptEnabled = true): Page {
  pagesWithoutJavaScript[javaScriptEnabled ? "delete" : "add"](page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (javaScriptEnabled && response?.headers()["content-type"]?.includes("text/html")) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    return response;
  };
  return page;
}

const pagesWithoutJavaScript = new WeakSet<Page>();

/**
 * Waits until React has taken over the page, wherever it was reached from (a redirect, a click); at once on a page
 * without JavaScript, which never hydrates.
 */
export async function hydrated(page: Page): Promise<void> {
  if (!pagesWithoutJavaScript.has(page)) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Runs axe with the WCAG 2.1 A/AA rules, on the whole page or only within `include` (a CSS selector), and
 * returns the violations, summarised for a readable failure.
 */
export async function accessibilityViolations(page: Page, include?: string) {
  // A colour still in transition (a step pill just made current) reads as low contrast: axe checks what the page
  // settles on. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/**
 * The site navigation with every link in reach: on small screens the menu behind its toggle, opened; on wide ones
 * the bar, with a signed-in user's Account menu opened.
 */
export async function siteNavigation(page: Page) {
  const menuToggle = page.getByLabel("Toggle menu");
  if (await menuToggle.isVisible()) {
    await menuToggle.click();
    return page.getByRole("navigation", { name: "Mobile" });
  }
  const navigation = page.getByRole("navigation", { name: "Main" });
  await openAccountMenu(page);
  return navigation;
}

/** Opens the wide screens' Account menu when someone is signed in (nothing otherwise). */
export async function openAccountMenu(page: Page) {
  const accountMenu = page.getByRole("navigation", { name: "Main" }).locator("details");
  if ((await accountMenu.count()) === 0 || (await accountMenu.getAttribute("open")) !== null) return;
  await accountMenu.locator("summary").click();
  await expect(accountMenu).toHaveAttribute("open", "");
}

/** A page as it shows, without its scripts (the page-messages script carries words the page may not show). */
export function shownHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "");
}
