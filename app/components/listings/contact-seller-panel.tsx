import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useRouteLoaderData, useSearchParams } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FieldErrors, readReply } from "#app/lib/form-reply.ts";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import {
  conversationMessageMaxLength,
  conversationTexts,
  type StartConversationErrorCode,
  startConversationErrorCodes,
  startConversationErrorTexts,
} from "#app/modules/conversations/conversation-texts.ts";
import {
  type ContactErrorCode,
  type ContactField,
  contactErrorCodes,
  contactErrorTexts,
  contactFieldLimits,
  contactTexts,
} from "#app/modules/messaging/contact-texts.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { action as startConversationAction } from "#app/routes/conversations/inbox.tsx";

export interface ContactSellerPanelProps {
  listingId: string;
  /** False when nobody can receive messages about this listing: the panel says so instead of showing the form. */
  canContactSeller?: boolean;
  /** The signed-in viewer owns the listing: the panel points to their Inbox instead of a form. */
  isOwnListing?: boolean;
}

type PanelState = { status: "idle" | "sending" | "sent" } | { status: "failed"; detail?: string; errors: FieldErrors };

const sendMessageUrl = "/api/send-message";

/**
 * 'Contact the Seller' on a listing. A signed-in buyer writes in a conversation (docs/product/conversations.md,
 * "Contact panel"); a visitor gets the anonymous form (docs/product/contact-and-newsletter.md).
 */
export function ContactSellerPanel({
  listingId,
  canContactSeller = true,
  isOwnListing = false,
}: ContactSellerPanelProps) {
  const headingId = useId();
  const isSignedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  return (
    <section
      id="contact"
      aria-labelledby={headingId}
      className="relative scroll-mt-24 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        Contact the Seller
      </h2>
      {isOwnListing ? (
        <p className="mt-3 text-ink">
          {conversationTexts.ownListing}{" "}
          <Link to="/inbox" className="font-semibold text-pine-700 underline">
            {conversationTexts.openInbox}
          </Link>
        </p>
      ) : !canContactSeller ? (
        <p className="mt-3 text-ink-muted">{contactTexts.sellerUnavailable}</p>
      ) : isSignedIn ? (
        <ConversationForm listingId={listingId} />
      ) : (
        <>
          <p className="mt-2 text-sm text-ink">
            <Link
              to={`/sign-in-camper?redirect=${encodeURIComponent(`/listing/${listingId}`)}`}
              className="font-semibold text-pine-700 underline"
            >
              {conversationTexts.signInLink}
            </Link>{" "}
            {conversationTexts.signInOfferRest}
          </p>
          <AnonymousContactForm listingId={listingId} />
        </>
      )}
      <p className="mt-4 text-sm">
        <Link to="/buying-safely" className="font-semibold text-pine-700 underline">
          {conversationTexts.buyingSafely}
        </Link>
      </p>
    </section>
  );
}

/**
 * A signed-in buyer's message, into their conversation about the listing. Without JavaScript the form posts
 * to /inbox, which goes on to the conversation (or back here with `?conversationError=…`); with it, a fetcher
 * posts with `inPlace=1` and the panel says it was sent, with a link to the conversation.
 */
function ConversationForm({ listingId }: { listingId: string }) {
  const fetcher = useFetcher<typeof startConversationAction>();
  const isHydrated = useIsHydrated();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const messageId = useId();
  const reply = fetcher.data;
  const isSending = fetcher.state !== "idle";
  const queryError = searchParams.get("conversationError");
  const queryFailure =
    queryError && (startConversationErrorCodes as readonly string[]).includes(queryError)
      ? startConversationErrorTexts[queryError as StartConversationErrorCode]
      : undefined;
  const failure = reply && !reply.ok ? reply.message : reply ? undefined : queryFailure;
  const error = reply && !reply.ok ? reply.fieldErrors?.message : undefined;
  const conversationId = reply?.ok && "conversationId" in reply ? reply.conversationId : undefined;

  useEffect(() => {
    if (conversationId) formRef.current?.reset();
  }, [conversationId]);

  return (
    <fetcher.Form ref={formRef} method="post" action="/inbox" className="mt-4 space-y-4" aria-busy={isSending}>
      <input type="hidden" name="listingId" value={listingId} />
      {isHydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      <div>
        <label htmlFor={messageId} className="block text-sm font-semibold text-ink">
          {conversationTexts.messageLabel}
        </label>
        <textarea
          id={messageId}
          name="message"
          required
          rows={5}
          maxLength={conversationMessageMaxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${messageId}-error` : undefined}
          className="mt-1 block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700"
        />
        <FieldError id={`${messageId}-error`} error={error} />
      </div>
      {conversationId ? (
        <Alert tone="success">
          {conversationTexts.sent}{" "}
          <Link to={`/inbox/${conversationId}`} className="font-semibold underline">
            {conversationTexts.openConversation}
          </Link>
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error">
          {conversationTexts.failed} {failure}
        </Alert>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={isSending}>
        {isSending ? conversationTexts.sending : conversationTexts.send}
      </Button>
      <p className="text-sm text-ink-muted">{conversationTexts.signedInNote}</p>
    </fetcher.Form>
  );
}

/**
 * The anonymous form. Without JavaScript it posts to /api/send-message, which sends the visitor back here
 * with `?sent=1` or `?contactError=…`; with it, the form posts JSON and stays.
 */
function AnonymousContactForm({ listingId }: { listingId: string }) {
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<PanelState>(() => stateFromQuery(searchParams));
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === "sending") return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    setState({ status: "sending" });
    let next: PanelState;
    try {
      const response = await fetch(sendMessageUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(values),
      });
      const reply = await readReply(response);
      if (reply.ok) {
        form.reset();
        next = { status: "sent" };
      } else {
        // A server failure (5xx) says nothing useful to a visitor; a refusal (4xx) says why.
        const detail = response.status < 500 && reply.message !== contactTexts.invalid ? reply.message : undefined;
        next = { status: "failed", detail, errors: reply.fieldErrors ?? {} };
      }
    } catch {
      next = { status: "failed", errors: {} };
    }
    setState(next);
    if (next.status === "failed") focusFirstInvalid(formRef.current, next.errors);
  }

  const isSending = state.status === "sending";
  const errors = state.status === "failed" ? state.errors : {};

  return (
    <form
      ref={formRef}
      method="post"
      action={sendMessageUrl}
      onSubmit={handleSubmit}
      className="mt-4 space-y-4"
      aria-busy={isSending}
    >
      <input type="hidden" name="listingId" value={listingId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name*"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={contactFieldLimits.firstName}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={contactFieldLimits.lastName}
          error={errors.lastName}
        />
        <TextField
          label="Email*"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={contactFieldLimits.email}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={contactFieldLimits.phone}
          error={errors.phone}
        />
      </div>
      <MessageField error={errors.message} />
      <HoneypotField />
      {state.status === "sent" ? <Alert tone="success">{contactTexts.sent}</Alert> : null}
      {state.status === "failed" ? (
        <Alert tone="error">
          {contactTexts.failed}
          {state.detail ? ` ${state.detail}` : null}
        </Alert>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={isSending}>
        {isSending ? "Sending..." : "Send Message"}
      </Button>
      <p className="text-sm text-ink-muted">
        Your message and contact details go to the seller by e-mail, so they can reply to you directly.
      </p>
    </form>
  );
}

function MessageField({ error }: { error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Message*
      </label>
      <textarea
        id={id}
        name="message"
        required
        rows={5}
        maxLength={contactFieldLimits.message}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700"
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function stateFromQuery(searchParams: URLSearchParams): PanelState {
  if (searchParams.get("sent") === "1") return { status: "sent" };
  const code = searchParams.get("contactError");
  if (code && (contactErrorCodes as readonly string[]).includes(code)) {
    return { status: "failed", detail: contactErrorTexts[code as ContactErrorCode], errors: {} };
  }
  return { status: "idle" };
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  const fields: ContactField[] = ["firstName", "lastName", "email", "phone", "message"];
  const field = fields.find((name) => errors[name]);
  if (!field || !form) return;
  // After React has rendered the messages, so the field's description is read with it.
  requestAnimationFrame(() => (form.elements.namedItem(field) as HTMLElement | null)?.focus());
}
