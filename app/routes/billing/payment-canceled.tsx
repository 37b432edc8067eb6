import { Link } from "react-router";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import type { Route } from "./+types/payment-canceled";

export function loader({ request }: Route.LoaderArgs) {
  return { isBuilder: new URL(request.url).pathname.startsWith("/builder-cancel") };
}

export default function PaymentCanceled({ loaderData }: Route.ComponentProps) {
  return (
    <NoticePage title="Payment Canceled">
      <p>Your payment was canceled. Please try again.</p>
      {loaderData.isBuilder ? (
        <Link to="/submit-builder" className="mt-6 inline-block font-semibold text-pine-700 underline">
          Try Again
        </Link>
      ) : (
        <Link to="/sell-your-camper" className="mt-6 inline-block font-semibold text-pine-700 underline">
          Return to Pricing
        </Link>
      )}
    </NoticePage>
  );
}

export function meta() {
  return [{ title: "Payment Canceled | Roamstead" }, { name: "robots", content: "noindex" }];
}
