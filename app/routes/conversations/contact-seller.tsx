// /listing/{id}/contact: 'Contact the Seller', the one way a buyer writes to a seller, signed in or not
// (docs/product/conversations.md, "Contact panel"; docs/product/contact-and-newsletter.md). The listing page's
// panel posts here: before JavaScript a plain form post, answered with a 303 when the message went (to the
// conversation, or back to the listing with `?sent=1`) or with this page showing the panel with the refusal and
// what was typed; with JavaScript a fetcher (it adds `inPlace=1`) that gets the reply and stays on the listing.
import { data, Link, redirect } from "react-router";
import { ContactSellerPanel } from "#app/components/conversations/contact-seller-panel.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { submittedValue } from "#app/lib/form-reply.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { carryThroughSignIn } from "#app/modules/carried-actions/carry-through-sign-in.server.ts";
import {
  type ContactSellerReply,
  contactQuerySchema,
  contactSellerInput,
  signInFirstSchema,
} from "#app/modules/conversations/contact-message.schema.ts";
import { contactSeller } from "#app/modules/conversations/contact-seller.server.ts";
import { findListingSeller } from "#app/modules/conversations/find-listing-seller.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/contact-seller";

export const handle: MessagesHandle = { messages: ["conversations"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = listingIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const seller = await findListingSeller(getServices(context).db, id.data);
  if (seller.status === "listing-not-found") throw data(null, { status: 404 });
  const user = await getCurrentUser(request, context);
  return {
    listingId: id.data,
    title: seller.status === "found" ? listingDisplayTitle(seller.listing) : null,
    canContactSeller: seller.status === "found",
    isOwnListing: seller.status === "found" && seller.sellerId === user?.id,
    metaTitle: requestTranslator(request).t("conversations.contact.metaTitle"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await getCurrentUser(request, context);
  const query = readQuery(request, contactQuerySchema);
  if (!query.ok) return replyData(query.failure);
  if (query.data.next === "sign-in") return signInFirst(request, params.id, context, user !== null);
  const input = await readInput(request, contactSellerInput(user?.id ?? null));
  const isInPlace = submittedValue(input, "inPlace") === "1";
  if (!input.ok) return replyData(input.failure);
  const listingId = listingIdSchema.safeParse(params.id);
  if (!listingId.success) {
    return replyData(failureOf(new AppError("not-found", "conversations.error.listingNotFound"), input.values));
  }
  const { db, env, notifyOutbox } = getServices(context);
  let conversationId: string | null;
  try {
    ({ conversationId } = await contactSeller({
      db,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      listingId: listingId.data,
      sender: input.data,
      senderIp: request.headers.get(clientIpHeader) ?? "unknown",
    }));
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  if (isInPlace) {
    const sent: ContactSellerReply = {
      ok: true,
      message: "conversations.contact.sent",
      ...(conversationId ? { conversationId } : {}),
    };
    return data(sent);
  }
  // A visitor's conversation is the seller's alone (and a filled honeypot stored nothing): back to the listing.
  return redirect(conversationId ? `/inbox/${conversationId}` : `/listing/${listingId.data}?sent=1#contact`, 303);
}

/** A visitor's 'Sign in': what they wrote waits in the form after the sign-in (app/modules/carried-actions). */
async function signInFirst(request: Request, id: string, context: Route.ActionArgs["context"], isSignedIn: boolean) {
  const input = await readInput(request, { schema: signInFirstSchema });
  if (!input.ok) return replyData(input.failure);
  const listingId = listingIdSchema.safeParse(id);
  if (!listingId.success) {
    return replyData(failureOf(new AppError("not-found", "conversations.error.listingNotFound"), input.values));
  }
  // Already signed in (in another tab): the panel is theirs to write in, nothing to carry.
  if (isSignedIn) return redirect(`/listing/${listingId.data}#contact`, 303);
  const { db, env } = getServices(context);
  const headers = new Headers();
  const { message } = input.data;
  if (message) {
    const action = { kind: "message" as const, listingId: listingId.data, message };
    headers.set("Set-Cookie", await carryThroughSignIn({ db, request, action, baseUrl: env.BASE_URL }));
  }
  return redirect(signInLeadingBack(`/listing/${listingId.data}#contact`), { status: 303, headers });
}

/**
 * The panel's fetcher goes through here: a reply that never came (the network, a proxy's error page, a fault of
 * ours) is said as 'Message failed to send.' in the panel, not as the error page in place of the listing.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactSellerReply> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (to sign in first) is thrown: the router follows it.
    if (error instanceof Response) throw error;
    return { ok: false };
  }
}

export default function ContactSeller({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { listingId, title, canContactSeller, isOwnListing } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-pine-800">
        <Link to={`/listing/${listingId}`} className="underline-offset-4 hover:underline">
          {title ?? t("conversations.contact.heading")}
        </Link>
      </h1>
      <ContactSellerPanel listingId={listingId} canContactSeller={canContactSeller} isOwnListing={isOwnListing} />
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Contact the Seller | Roamstead" }, { name: "robots", content: "noindex" }];
}
