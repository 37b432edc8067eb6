import { useEffect, useId, useRef } from "react";
import { Link, useActionData, useFetcher, useHref, useRouteLoaderData, useSearchParams } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FieldErrors, submittedValue } from "#app/lib/form-reply.ts";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import type { ContactSellerReply } from "#app/modules/conversations/contact-message.schema.ts";
import { type ContactField, contactFieldLimits } from "#app/modules/conversations/contact-rules.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { contactPanelId } from "./contact-panel-id.ts";

export interface ContactSellerPanelProps {
  listingId: string;
  /** False when nobody can receive messages about this listing: the panel says so instead of showing the form. */
  canContactSeller?: boolean;
  /** The signed-in viewer owns the listing: the panel points to their Inbox instead of a form. */
  isOwnListing?: boolean;
  /** What the viewer wrote here before signing in, put back in the message field. */
  messageDraft?: string | null;
}

/**
 * 'Contact the Seller' on a listing. A signed-in buyer writes in a conversation (docs/product/conversations.md,
 * "Contact panel"); a visitor gets the anonymous form (docs/product/contact-and-newsletter.md). Its pages name the
 * `conversations` messages in their handle.
 */
export function ContactSellerPanel({
  listingId,
  canContactSeller = true,
  isOwnListing = false,
  messageDraft = null,
}: ContactSellerPanelProps) {
  const { t } = useTranslator();
  const headingId = useId();
  const isSignedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  return (
    <section
      id={contactPanelId}
      aria-labelledby={headingId}
      className="relative scroll-mt-24 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        {t("conversations.contact.heading")}
      </h2>
      {isOwnListing ? (
        <p className="mt-3 text-ink">
          {t("conversations.error.ownListing")}{" "}
          <Link to="/inbox" className="font-semibold text-pine-700 underline">
            {t("conversations.contact.openInbox")}
          </Link>
        </p>
      ) : !canContactSeller ? (
        <p className="mt-3 text-ink-muted">{t("conversations.error.sellerUnavailable")}</p>
      ) : (
        <ContactForm listingId={listingId} isSignedIn={isSignedIn} messageDraft={messageDraft} />
      )}
      <p className="mt-4 text-sm">
        <Link to="/buying-safely" className="font-semibold text-pine-700 underline">
          {t("conversations.common.buyingSafely")}
        </Link>
      </p>
    </section>
  );
}

/**
 * The one form, for a signed-in buyer (the message alone, into their conversation about the listing) and for a
 * visitor (the contact form's fields). Without JavaScript it posts to /listing/{id}/contact, which goes on to the
 * conversation or back here with `?sent=1`, or shows its own page with the refusal; with it, a fetcher posts with
 * `inPlace=1` and the panel shows the reply: the server's reason, a message under each field.
 */
interface ContactFormProps {
  listingId: string;
  isSignedIn: boolean;
  messageDraft: string | null;
}

function ContactForm({ listingId, isSignedIn, messageDraft }: ContactFormProps) {
  const { t } = useTranslator();
  const fetcher = useFetcher<ContactSellerReply>();
  // On the action's own page (a refused post before JavaScript), the reply it rendered with.
  const pageReply = useActionData<ContactSellerReply>();
  const isHydrated = useIsHydrated();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  // A plain attribute, so the address in the page's language (`/fr/…`): the router reads it without its basename.
  const signInFirstAction = useHref(`/listing/${listingId}/contact?next=sign-in`);
  const reply = fetcher.data ?? pageReply;
  const isSending = fetcher.state !== "idle";
  const isSent = reply ? reply.ok : searchParams.get("sent") === "1";
  const errors = reply && !reply.ok ? (reply.fieldErrors ?? {}) : {};
  const typed = (field: ContactField) => (reply && !reply.ok ? submittedValue(reply, field) : undefined);

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) formRef.current?.reset();
    else focusFirstInvalid(formRef.current, fetcher.data.fieldErrors ?? {});
  }, [fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={`/listing/${listingId}/contact`}
      className="mt-4 space-y-4"
      aria-busy={isSending}
    >
      {isHydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      {/* Enter in a field sends: the form's default button is its first, and 'Sign in' comes before 'Send'. */}
      {isSignedIn ? null : <button type="submit" hidden tabIndex={-1} aria-hidden="true" />}
      {isSignedIn ? null : (
        <p className="text-sm text-ink">
          {/* A submit button, so what was written so far goes along and waits in this form after the sign-in. */}
          <button
            type="submit"
            formAction={signInFirstAction}
            formNoValidate
            className="font-semibold text-pine-700 underline"
          >
            {t("conversations.contact.signInLink")}
          </button>{" "}
          {t("conversations.contact.signInOfferRest")}
        </p>
      )}
      {isSignedIn ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("conversations.contact.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={contactFieldLimits.firstName}
            defaultValue={typed("firstName")}
            error={errors.firstName}
          />
          <TextField
            label={t("conversations.contact.lastName")}
            name="lastName"
            autoComplete="family-name"
            maxLength={contactFieldLimits.lastName}
            defaultValue={typed("lastName")}
            error={errors.lastName}
          />
          <TextField
            label={t("conversations.contact.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={contactFieldLimits.email}
            defaultValue={typed("email")}
            error={errors.email}
          />
          <TextField
            label={t("conversations.contact.phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={contactFieldLimits.phone}
            defaultValue={typed("phone")}
            error={errors.phone}
          />
        </div>
      )}
      <MessageField error={errors.message} defaultValue={typed("message") ?? messageDraft ?? undefined} />
      {isSignedIn ? null : <HoneypotField />}
      {isSent ? (
        <Alert tone="success">
          {t("conversations.contact.sent")}
          {reply?.conversationId ? (
            <>
              {" "}
              <Link to={`/inbox/${reply.conversationId}`} className="font-semibold underline">
                {t("conversations.contact.openConversation")}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {reply && !reply.ok ? (
        <Alert tone="error">
          {t("conversations.contact.failed")}
          {reply.message ? ` ${t(reply.message as MessageId)}` : null}
        </Alert>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={isSending}>
        {t(isSending ? "conversations.common.sending" : "conversations.contact.send")}
      </Button>
      <p className="text-sm text-ink-muted">
        {t(isSignedIn ? "conversations.contact.signedInNote" : "conversations.contact.visitorNote")}
      </p>
    </fetcher.Form>
  );
}

function MessageField({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {t("conversations.contact.messageLabel")}
      </label>
      <textarea
        id={id}
        name="message"
        required
        rows={5}
        maxLength={contactFieldLimits.message}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700"
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  const fields: ContactField[] = ["firstName", "lastName", "email", "phone", "message"];
  const field = fields.find((name) => errors[name]);
  if (!field || !form) return;
  // After React has rendered the messages, so the field's description is read with it.
  requestAnimationFrame(() => (form.elements.namedItem(field) as HTMLElement | null)?.focus());
}
