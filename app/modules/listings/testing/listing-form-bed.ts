// The listing form posted to /submit-listing's action by one signed-in seller, for the tests of the form's steps: a
// geocoder that knows Bend, Oregon, and the fields every listing needs.
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { formRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { englishOutcome } from "./in-english.ts";

/** What every listing needs, as the form posts it: a school bus in Bend, Oregon. */
export const busListingFields = {
  vehicle_type: "skoolie",
  make: "Blue Bird",
  model: "Vision",
  year: "2008",
  price: "52000",
  location: "Bend, OR",
  description: "A bus with a wood stove.",
};

/** Call at the top of a test file, with the route's `action`; `sellerEmail` signs in as `bed.accounts.seller`. */
export function listingFormBed<ActionArgs>(sellerEmail: string, action: (args: ActionArgs) => unknown) {
  const bed = routeTestBed({
    services: { geocoder: fakeGeocoder({ "bend, or": { latitude: 44.0582, longitude: -121.3153 } }) },
    accounts: { seller: sellerEmail },
  });
  /**
   * The seller posts `values` to `page` (the French form under /fr) with `query`; the outcome with the message ids
   * of its body in English (ADR 056): the tests compare the product's words.
   */
  const submit = (query: string, values: Record<string, string>, page = "/submit-listing") =>
    englishOutcome(
      settle(() =>
        action(routeArgs<ActionArgs>(formRequest(`${page}${query}`, values, bed.accounts.seller.cookie), bed.context)),
      ),
    );
  return { bed, submit };
}
