import { type FormEvent, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FieldErrors, readReply } from "#app/lib/form-reply.ts";
import {
  type ContactErrorCode,
  type ContactField,
  contactErrorCodes,
  contactErrorTexts,
  contactFieldLimits,
  contactTexts,
} from "#app/modules/messaging/contact-texts.ts";

export interface ContactSellerPanelProps {
  listingId: string;
  /** False when nobody can receive messages about this listing: the panel says so instead of showing the form. */
  canContactSeller?: boolean;
}

type PanelState = { status: "idle" | "sending" | "sent" } | { status: "failed"; detail?: string; errors: FieldErrors };

const sendMessageUrl = "/api/send-message";

/**
 * 'Contact the Seller' on a listing. Without JavaScript the form posts to /api/send-message, which sends
 * the visitor back here with `?sent=1` or `?contactError=…`; with it, the form posts JSON and stays.
 */
export function ContactSellerPanel({ listingId, canContactSeller = true }: ContactSellerPanelProps) {
  const headingId = useId();
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
    <section
      id="contact"
      aria-labelledby={headingId}
      className="relative scroll-mt-24 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        Contact the Seller
      </h2>
      {canContactSeller ? (
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
          <Honeypot />
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
      ) : (
        <p className="mt-3 text-ink-muted">{contactTexts.sellerUnavailable}</p>
      )}
    </section>
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

/** A field people never see or reach; bots that fill every input fill it too, and their message is dropped. */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website (leave empty)
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
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
