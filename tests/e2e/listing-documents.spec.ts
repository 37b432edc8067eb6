// A seller's inspection report, from their listings to a buyer's download (docs/product/listing-documents.md): an HTML
// page named .pdf is refused on the file's field, a real PDF is attached with its inspector and date, the listing's
// page and card say 'Inspected {Month YYYY}', and the PDF downloads as an attachment, never shown on our origin.
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { formPost, signInByRequest } from "./accounts-helpers.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";
import { demoSeller, publishListingByRequest } from "./selling-helpers.ts";

/** A one-page PDF, as a seller's scanner or PDF export makes one. */
async function inspectionPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText("Pre-purchase inspection: roof, propane, electrical all sound.", {
    x: 56,
    y: 720,
    size: 12,
    font,
  });
  return Buffer.from(await pdf.save());
}

test("a seller attaches an inspection report; the listing says 'Inspected' and the PDF downloads", async ({ page }) => {
  await signInByRequest(page, demoSeller.email, demoSeller.password);
  const make = `Docmake${Date.now() % 1_000_000}`;
  const listingPage = await publishListingByRequest(page, {
    make,
    model: "Sprinter",
    price: "58000",
    description: "Inspected before listing.",
  });
  const listingId = listingPage.replace("/listing/", "");
  const inspected = new Date(Date.now() - 20 * 86_400_000);
  const month = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(inspected);

  await page.goto("/my-listings");
  await page.getByRole("link", { name: `Documents of 2019 ${make} Sprinter` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inspection reports and build documents" })).toBeVisible();
  await expect(page.getByText("No documents attached yet.")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // An HTML page named .pdf: refused on the file's field, whatever its name says.
  const file = page.getByLabel("PDF file");
  await file.setInputFiles({
    name: "inspection.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>"),
  });
  await page.getByLabel("Inspector").fill("Dana Whitfield");
  await page.getByLabel("Company (optional)").fill("Mobile RV Inspections NW");
  await page.getByLabel("Date of the inspection or certificate").fill(inspected.toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Attach PDF" }).click();
  await expect(page.getByText("This file is not a PDF: a file named .pdf must also be a PDF inside.")).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  expect(await accessibilityViolations(page)).toEqual([]);

  // The real one.
  await file.setInputFiles({
    name: "Inspection report.pdf",
    mimeType: "application/pdf",
    buffer: await inspectionPdf(),
  });
  await page.getByRole("button", { name: "Attach PDF" }).click();
  await expect(page.getByText("The PDF is attached: buyers see it on your listing.")).toBeVisible();
  await expect(page.getByText("Inspected by Dana Whitfield, Mobile RV Inspections NW")).toBeVisible();

  await page.goto(listingPage);
  await expect(page.getByText(`Inspected ${month}`)).toBeVisible();
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents).toContainText("Inspection report");
  await expect(documents).toContainText("Inspected by Dana Whitfield, Mobile RV Inspections NW");
  const link = documents.getByRole("link", { name: /^Download Inspection report\.pdf \(PDF, \d+ KB\)$/ });
  await expect(link).toHaveAttribute("href", /^\/documents\/[0-9a-f-]{36}$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("Inspection report.pdf");
  const href = (await link.getAttribute("href")) ?? "";
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toBe(
    `attachment; filename="Inspection report.pdf"; filename*=UTF-8''Inspection%20report.pdf`,
  );
  expect(headers["x-content-type-options"]).toContain("nosniff");
  // The site's own policy comes too (server/middleware.ts): a browser enforces both, so the sandbox holds.
  expect(headers["content-security-policy"]).toContain("sandbox; default-src 'none'");
  expect((await answer.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await page.goto(`/listings?make=${make}`);
  await expect(page.getByRole("article").filter({ hasText: make })).toContainText(`Inspected ${month}`);

  // Gone again with its documents, so the pages of the tests after this one show the demo's campers.
  const deleted = await page.request.post(`/delete-listing/${listingId}`, formPost({}));
  expect(deleted.status()).toBe(303);
  expect((await page.request.get(href)).status()).toBe(404);
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the upload form refuses a script named .pdf, then attaches a PDF, as plain posts", async ({ page }) => {
    await signInByRequest(page, demoSeller.email, demoSeller.password);
    const make = `Nojsdoc${Date.now() % 1_000_000}`;
    const listingPage = await publishListingByRequest(page, {
      make,
      model: "Transit",
      price: "47000",
      description: "Wired by its builder.",
    });
    const listingId = listingPage.replace("/listing/", "");
    await page.goto(`/listing-documents/${listingId}`);
    await page.getByLabel("What it is").selectOption("wiring_diagram");
    const file = page.getByLabel("PDF file");
    await file.setInputFiles({
      name: "wiring.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("#!/bin/sh\nid\n"),
    });
    await page.getByRole("button", { name: "Attach PDF" }).click();
    await expect(page.getByText("This file is not a PDF: a file named .pdf must also be a PDF inside.")).toBeVisible();
    await page.getByLabel("What it is").selectOption("wiring_diagram");
    await page.getByLabel("PDF file").setInputFiles({
      name: "House wiring.pdf",
      mimeType: "application/pdf",
      buffer: await inspectionPdf(),
    });
    await page.getByRole("button", { name: "Attach PDF" }).click();
    await expect(page.getByText("The PDF is attached: buyers see it on your listing.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Download House wiring\.pdf \(PDF, \d+ KB\)$/ })).toBeVisible();
    await page.getByRole("button", { name: "Delete House wiring.pdf" }).click();
    await expect(page.getByText("The document is deleted.")).toBeVisible();
    await expect(page.getByText("No documents attached yet.")).toBeVisible();

    const deleted = await page.request.post(`/delete-listing/${listingId}`, formPost({}));
    expect(deleted.status()).toBe(303);
  });
});
