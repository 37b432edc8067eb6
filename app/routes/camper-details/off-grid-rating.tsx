import { OffGridRatingExplanation } from "#app/components/camper-details/off-grid-rating-explanation.tsx";

// /off-grid-rating: the formula of the off-grid rating and a worked example (docs/product/camper-details.md).
export default function OffGridRating() {
  return <OffGridRatingExplanation />;
}

export function meta() {
  return [
    { title: "The off-grid rating | Roamstead" },
    {
      name: "description",
      content:
        "How Roamstead rates a camper's life off-grid from 0 to 10: days of electricity from its battery and solar, days of water, heat and toilet, with a worked example.",
    },
  ];
}
