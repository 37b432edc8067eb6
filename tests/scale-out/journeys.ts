// What the scale-out suites do as a visitor or a seller would, over HTTP: sign up and confirm by mail, upload a
// photo, pay for a listing and publish it, and read the search as its JSON pages.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import { type Cluster, eventually, type Instance, locationOf, type Visitor } from "./cluster.ts";

export const password = "granite-vista-2026";
const signUpMessage = "Account created! Please check your email to confirm your account before signing in.";
const confirmSubject = "Confirm your Roamstead account";

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up on `signUpOn`, then opens the confirmation link on `confirmOn`, which signs the visitor in. */
export async function signUpAndConfirm(
  cluster: Pick<Cluster, "mail">,
  visitor: Visitor,
  email: string,
  signUpOn: Instance,
  confirmOn: Instance,
) {
  const signedUp = await visitor.postForm(signUpOn, "/custom-sign-up", { email, password });
  expect(await signedUp.text()).toContain(signUpMessage);
  const link = await eventually(`the confirmation mail to ${email}`, async () => {
    const found = cluster.mail.received.find(
      (received) => received.envelopeTo.includes(email) && received.parsed.subject === confirmSubject,
    );
    return found?.parsed.text?.match(/https?:\/\/\S+/)?.[0];
  });
  const confirmed = await visitor.request(confirmOn, pathOf(link));
  expect(confirmed.status).toBe(302);
  expect(locationOf(confirmed)).toBe("/dashboard");
}

function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export interface UploadedPhoto {
  id: string;
  url: string;
}

export async function uploadPhoto(visitor: Visitor, instance: Instance): Promise<UploadedPhoto> {
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 46, g: 92, b: 64 } },
  })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "camper.jpg");
  const response = await visitor.request(instance, "/api/uploads?kind=image&purpose=listing", { method: "POST", body });
  expect(response.status).toBe(201);
  return (await response.json()) as UploadedPhoto;
}

export type ListingForm = ReturnType<typeof listingForm>;

/** The listing form's fields for a van titled `title`, with one uploaded photo. */
export function listingForm(title: string, photoUrl: string) {
  return {
    vehicle_type: "van",
    make: "Sprinter",
    model: "144 High Roof",
    year: "2019",
    title,
    price: "48000",
    mileage: "61000",
    location: "Portland, OR",
    description: "Built out for two, solar and a diesel heater.",
    images: [photoUrl],
  };
}

/** Pays for a listing (the cheapest tier, the local checkout) on `payOn` and publishes `form` on `submitOn`. */
export async function publishListing(seller: Visitor, form: ListingForm, submitOn: Instance, payOn: Instance) {
  const checkout = await seller.postForm(submitOn, "/camper-checkout?tier=graze", {});
  expect(checkout.status).toBe(302);
  const paid = await seller.postForm(payOn, locationOf(checkout), { intent: "pay" });
  expect(paid.status).toBe(303);
  const sessionId = new URL(locationOf(paid), "http://x").searchParams.get("session_id") ?? "";
  const submitted = await seller.postForm(
    submitOn,
    `/submit-listing?${new URLSearchParams({ session_id: sessionId })}`,
    form,
  );
  expect(submitted.status).toBe(303);
}

export interface ListingCard {
  id: string;
  title: string;
  make: string;
  priceCents: number;
  image: string | null;
}

/** The search's first page as infinite scroll reads it, for a visitor (no cookies). */
export async function searchOn(instance: Instance, visitor?: Visitor): Promise<ListingCard[]> {
  const response = visitor
    ? await visitor.request(instance, "/api/listings?pageSize=12")
    : await fetch(`${instance.url}/api/listings?pageSize=12`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { listings: ListingCard[] }).listings;
}
