import { DealRatingExplanation } from "#app/components/deal-rating/deal-rating-explanation.tsx";

// /deal-rating: how the deal rating is worked out, with its figures (docs/product/buyers-come-back.md).
export default function DealRating() {
  return <DealRatingExplanation />;
}

export function meta() {
  return [
    { title: "How the deal rating works | Roamstead" },
    {
      name: "description",
      content:
        "How Roamstead rates a camper's asking price against comparable campers: same type, model year and mileage band, the median price, and the bands of Great, Good, Fair and High price.",
    },
  ];
}
