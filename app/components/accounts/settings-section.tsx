import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";
import type { AccountSettingsForm } from "#app/modules/accounts/account-settings.schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { ReplyAlert } from "./reply-alert.tsx";

/** One section of /account: its heading (the address's fragment is its id) and what it holds. */
export function SettingsSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A section of /account that leads elsewhere: a page of its own (API keys, webhooks), or a download (the data). */
export function SettingsLinkSection({
  id,
  heading,
  intro,
  to,
  label,
  isDownload = false,
}: {
  id: string;
  heading: string;
  intro: string;
  to: string;
  label: string;
  isDownload?: boolean;
}) {
  return (
    <SettingsSection id={id} heading={heading}>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <Link
        to={to}
        {...(isDownload ? { reloadDocument: true, download: true } : {})}
        className={buttonClassName("secondary", "mt-4")}
      >
        {label}
      </Link>
    </SettingsSection>
  );
}

export interface SettingsFormProps {
  intent: AccountSettingsForm;
  /** The answer to this form's last post: a refusal (the action's), or the saved notice after the redirect. */
  reply: FormReply | undefined;
  submitLabel: MessageId;
  children: ReactNode;
}

/**
 * A form of /account: a plain post of its own `intent` to the page's action, so it works before JavaScript loads;
 * the action redirects to the page with the saved notice, or answers a refusal this form alone shows.
 */
export function SettingsForm({ intent, reply, submitLabel, children }: SettingsFormProps) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  // A saved form comes back through a redirect, a new location: drawn afresh, it shows what is stored now, and no
  // password stays typed in. A refusal answers in place, and what was typed stays.
  const { key } = useLocation();
  const isSaving = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form key={key} method="post" className="mt-4 space-y-4" noValidate aria-busy={isSaving}>
      <ReplyAlert reply={reply} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" variant="secondary" disabled={isSaving}>
        {t(isSaving ? "accounts.displayName.saving" : submitLabel)}
      </Button>
    </Form>
  );
}
