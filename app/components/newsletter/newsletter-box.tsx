import { type FormEvent, useId, useState } from "react";
import { useHref, useLocation, useSearchParams } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { readReply } from "#app/lib/form-reply.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import {
  type NewsletterOutcome,
  newsletterEmailMaxLength,
  newsletterOutcomes,
  newsletterTexts,
} from "#app/modules/newsletter/newsletter-texts.ts";

export interface NewsletterBoxProps {
  className?: string;
}

type BoxState = { status: "idle" | "sending" } | { status: "done" | "failed"; message: string };

const newsletterUrl = "/api/newsletter";

/**
 * The newsletter sign-up. Without JavaScript the form posts to /api/newsletter, which sends the visitor
 * back to this page with `?newsletter=…`; with it, the form posts JSON and shows the server's message.
 * Either way the answer to an accepted sign-up is the same for every address: check your e-mail. Its pages name
 * the `newsletter` messages in their handle; the server's message (an id) is said in the page's language.
 */
export function NewsletterBox({ className = "" }: NewsletterBoxProps) {
  const { t } = useTranslator();
  const headingId = useId();
  const inputId = useId();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<BoxState>(() => stateFromQuery(searchParams.get("newsletter")));

  const returnParams = new URLSearchParams(location.search);
  returnParams.delete("newsletter");
  // The address as the browser has it (`/fr/…` on a French page): /api/newsletter has no French twin to keep it.
  const returnTo = useHref(`${location.pathname}${returnParams.size > 0 ? `?${returnParams}` : ""}`);
  // The JSON answer is in words: asked under the page's basename (`/fr/api/newsletter`), they are the page's.
  const answerUrl = useHref(newsletterUrl);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === "sending") return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    setState({ status: "sending" });
    try {
      const response = await fetch(answerUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email }),
      });
      const reply = await readReply(response);
      if (reply.ok) {
        form.reset();
        setState({ status: "done", message: reply.message || newsletterTexts.checkEmail });
      } else if (response.status < 500 && reply.message) {
        setState({ status: "failed", message: reply.message });
      } else {
        setState({ status: "failed", message: newsletterTexts.failed });
      }
    } catch {
      setState({ status: "failed", message: newsletterTexts.failed });
    }
  }

  const isSending = state.status === "sending";
  return (
    <section
      id="newsletter"
      aria-labelledby={headingId}
      className={`scroll-mt-24 rounded-xl border border-sand-200 bg-white p-5 text-ink shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {t("newsletter.box.heading")}
      </h2>
      <p className="mt-1 text-ink-muted">{t("newsletter.box.intro")}</p>
      <form method="post" action={newsletterUrl} onSubmit={handleSubmit} className="mt-4" aria-busy={isSending}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {t("newsletter.box.emailLabel")}
        </label>
        <div className="mt-1 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={newsletterEmailMaxLength}
            placeholder={t("newsletter.box.emailPlaceholder")}
            className="block min-h-11 w-full rounded-md border border-sand-300 bg-white px-3 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40"
          />
          <Button type="submit" disabled={isSending} className="shrink-0">
            {t(isSending ? "newsletter.box.subscribing" : "newsletter.box.subscribe")}
          </Button>
        </div>
        {state.status === "done" || state.status === "failed" ? (
          <div className="mt-3">
            <Alert tone={state.status === "done" ? "success" : "error"}>{t(state.message as MessageId)}</Alert>
          </div>
        ) : null}
        <p className="mt-3 text-sm text-ink-muted">{t("newsletter.box.unsubscribeNote")}</p>
      </form>
    </section>
  );
}

function stateFromQuery(outcome: string | null): BoxState {
  if (!outcome || !Object.hasOwn(newsletterOutcomes, outcome)) return { status: "idle" };
  const message = newsletterOutcomes[outcome as NewsletterOutcome];
  return { status: outcome === "check-email" ? "done" : "failed", message };
}
