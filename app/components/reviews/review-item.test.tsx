// @vitest-environment jsdom
// A public review as pages show it, and the review form's star ratings (docs/product/people-and-trust.md, "Sales and
// reviews"): names never addresses ('Former member' once deleted), stars for the eye and in words, 'Report' for
// everyone, 'Reply' for the person reviewed; each rating a named group of radio buttons.
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { PublicReview } from "#app/modules/reviews/public-review.ts";
import { inLocale } from "#app/test/translator.tsx";
import { ReviewForm } from "./review-form.tsx";
import { ReviewItem } from "./review-item.tsx";

afterEach(cleanup);

const review: PublicReview = {
  id: "6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21",
  author: { id: "buyer", chosenName: "Bea", deletedAt: null },
  subject: { id: "seller", chosenName: "Sam Seller", deletedAt: null },
  authorRole: "buyer",
  listingTitle: "2019 Sprinter 144",
  ratings: [
    { aspect: "accuracy", stars: 5 },
    { aspect: "communication", stars: 4 },
    { aspect: "handover", stars: 5 },
  ],
  body: "Exactly as described.\nThe <b>binder</b> was complete.",
  publishedAt: new Date("2026-05-04T12:00:00Z"),
  reply: null,
};

function renderIn(element: ReactNode, locale: Locale = "en-US") {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(inLocale(<Stub />, locale));
}

describe("ReviewItem", () => {
  it("shows who wrote it after which sale, when, each rating in stars and words, and the text as written", () => {
    renderIn(<ReviewItem review={review} />);
    const item = screen.getByRole("article", { name: "Bea bought 2019 Sprinter 144" });
    expect(within(item).getByText("May 4, 2026")).toBeTruthy();
    expect(within(item).getByText("Accuracy of the listing")).toBeTruthy();
    expect(within(item).getByText("4 out of 5 stars")).toBeTruthy();
    expect(within(item).getByText(/The <b>binder<\/b> was complete\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Report this review by Bea" }).getAttribute("href")).toBe(
      `/report-content/review/${review.id}`,
    );
    expect(screen.queryByRole("link", { name: /Reply/ })).toBeNull();
  });

  it("offers 'Reply' to the person reviewed only, until they replied; then shows the reply", () => {
    renderIn(<ReviewItem review={review} viewerId="buyer" />);
    expect(screen.queryByRole("link", { name: /Reply/ })).toBeNull();
    cleanup();
    renderIn(<ReviewItem review={review} viewerId="seller" />);
    expect(screen.getByRole("link", { name: "Reply to the review by Bea" }).getAttribute("href")).toBe(
      `/reviews/${review.id}/reply`,
    );
    cleanup();
    const replied = { ...review, reply: { body: "Enjoy the van!", repliedAt: new Date("2026-05-05T12:00:00Z") } };
    renderIn(<ReviewItem review={replied} viewerId="seller" />);
    expect(screen.getByText("Reply from Sam Seller")).toBeTruthy();
    expect(screen.getByText("Enjoy the van!")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Reply/ })).toBeNull();
  });

  it("names a deleted author 'Former member', in the page's language", () => {
    const gone = { ...review, author: { id: "buyer", chosenName: null, deletedAt: new Date() } };
    renderIn(<ReviewItem review={gone} />);
    expect(screen.getByRole("article", { name: "Former member bought 2019 Sprinter 144" })).toBeTruthy();
    cleanup();
    renderIn(<ReviewItem review={gone} />, "fr-CA");
    expect(screen.getByRole("article", { name: "Ancien membre a acheté 2019 Sprinter 144" })).toBeTruthy();
    expect(screen.getByText("4 étoiles sur 5")).toBeTruthy();
  });
});

describe("ReviewForm", () => {
  const closesAt = new Date("2026-05-18T12:00:00Z");

  it("asks the buyer for three ratings, each a group of five radio buttons named by its legend", () => {
    renderIn(<ReviewForm party="buyer" otherName="Sam Seller" closesAt={closesAt} reply={undefined} />);
    expect(screen.getByRole("heading", { name: "Review Sam Seller" })).toBeTruthy();
    for (const aspect of ["Accuracy of the listing", "Communication", "The handover"]) {
      const group = screen.getByRole("group", { name: aspect });
      const radios = within(group).getAllByRole("radio");
      expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(["1", "2", "3", "4", "5"]);
      expect(within(group).getByRole("radio", { name: "5 stars" })).toBeTruthy();
      expect(within(group).getByRole("radio", { name: "1 star" })).toBeTruthy();
    }
    expect(screen.getByLabelText("Your review")).toBeTruthy();
    expect(
      screen.getByText(/It stays hidden until Sam Seller has written theirs, or until May 18, 2026\./),
    ).toBeTruthy();
  });

  it("asks the seller for no accuracy, and shows what was posted with its errors", () => {
    const reply = {
      ok: false,
      message: "reviews.review.ratingRequired",
      fieldErrors: { handover: "reviews.review.ratingRequired" },
      values: { communication: "4", body: "Great buyer, paid on time." },
    };
    renderIn(<ReviewForm party="seller" otherName="Bea" closesAt={closesAt} reply={reply} />);
    expect(screen.queryByRole("group", { name: "Accuracy of the listing" })).toBeNull();
    const communication = screen.getByRole("group", { name: "Communication" });
    expect((within(communication).getByRole("radio", { name: "4 stars" }) as HTMLInputElement).checked).toBe(true);
    const handover = screen.getByRole("group", { name: "The handover" });
    expect(within(handover).getByText("Please choose from 1 to 5 stars.")).toBeTruthy();
    expect((screen.getByLabelText("Your review") as HTMLTextAreaElement).value).toBe("Great buyer, paid on time.");
  });
});
