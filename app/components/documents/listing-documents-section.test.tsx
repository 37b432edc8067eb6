// @vitest-environment jsdom
// What buyers and sellers see of documents (docs/product/listing-documents.md): the card's and the page's 'Inspected
// {Month YYYY}', the page's documents with links that download them, and the owner's way to manage them.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListingCard } from "#app/components/listings/listing-card.tsx";
import { OwnListings } from "#app/components/listings/own-listings.tsx";
import type { ListingDocumentView } from "#app/modules/documents/document-kinds.ts";
import { documentLines, inspectedLabel } from "#app/modules/documents/document-lines.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { listingSummaryFixture, ownListingItemFixture } from "#app/modules/listings/testing/listing-summary-fixture.ts";
import { renderInRouter } from "#app/test/render-in-router.tsx";
import { InspectedChip } from "./inspected-chip.tsx";
import { ListingDocuments } from "./listing-documents-section.tsx";

afterEach(cleanup);

const card = listingSummaryFixture({ hasVin: true, inspectedOn: "2026-03-14" });

const report: ListingDocumentView = {
  id: "0b7f3a52-6a3e-4a55-8f0e-2c9d1b6e4f10",
  kind: "inspection_report",
  fileName: "Inspection 2026-03-14.pdf",
  byteSize: 1_310_720,
  inspectorName: "Dana Whitfield",
  inspectionCompany: "Mobile RV Inspections NW",
  datedOn: "2026-03-14",
};

describe("the card's chip", () => {
  it("says 'Inspected {Month YYYY}' beside 'VIN provided', in the page's language", () => {
    renderInRouter(<ListingCard listing={card} />);
    expect(screen.getByText("Inspected March 2026").tagName).toBe("LI");
    expect(screen.getByText("VIN provided").className).toBe(screen.getByText("Inspected March 2026").className);
    cleanup();
    renderInRouter(<ListingCard listing={card} />, "fr-CA");
    expect(screen.getByText("Inspecté en mars 2026")).toBeTruthy();
  });

  it("is not there without a recent inspection", () => {
    renderInRouter(<ListingCard listing={{ ...card, inspectedOn: null }} />);
    expect(screen.queryByText(/^Inspected /)).toBeNull();
  });
});

describe("the listing page", () => {
  it("shows 'Inspected {Month YYYY}' near its first facts", () => {
    renderInRouter(<InspectedChip label={inspectedLabel(translatorFor("en-US"), "2026-03-14") ?? ""} />);
    expect(screen.getByText("Inspected March 2026")).toBeTruthy();
  });

  it("lists each document with what it is, by whom, when, and a link that downloads the PDF", () => {
    renderInRouter(
      <ListingDocuments
        listingId={card.id}
        documents={documentLines(translatorFor("en-US"), [report])}
        isOwner={false}
      />,
    );
    expect(screen.getByText("Inspection report")).toBeTruthy();
    expect(screen.getByText("Inspected by Dana Whitfield, Mobile RV Inspections NW")).toBeTruthy();
    expect(screen.getByText("Dated March 14, 2026")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Download Inspection 2026-03-14.pdf (PDF, 1.3 MB)" });
    expect(link.getAttribute("href")).toBe(`/documents/${report.id}`);
    expect(link.hasAttribute("download")).toBe(true);
    expect(screen.queryByRole("link", { name: "Manage documents" })).toBeNull();
  });

  it("offers its owner to manage them, and says when there are none", () => {
    renderInRouter(<ListingDocuments listingId={card.id} documents={[]} isOwner />);
    expect(screen.getByText(/No documents yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Manage documents" }).getAttribute("href")).toBe(
      `/listing-documents/${card.id}`,
    );
  });
});

describe("the owner's listings", () => {
  it("link each listing not sold to its documents", () => {
    const listing = ownListingItemFixture(card);
    renderInRouter(
      <OwnListings
        listings={[listing]}
        editHref={(id) => `/edit-listing/${id}`}
        returnTo="/my-listings"
        now="2026-06-01T12:00:00Z"
        savedByCounts={{}}
      />,
    );
    expect(screen.getByRole("link", { name: "Documents of Transit camper" }).getAttribute("href")).toBe(
      `/listing-documents/${card.id}`,
    );
  });
});
