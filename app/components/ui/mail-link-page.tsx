import { Form, Link, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** Its texts are message ids (or text already in the page's language), translated here. */
export interface MailLinkPageProps {
  title: string;
  message: string;
  /** How a screen reader hears the message once the form was sent (`status`, `alert`), if at all. */
  messageRole?: "status" | "alert";
  /** The link's token while its one action is still to be taken; then the form shows, else a link home. */
  pendingToken?: string;
  buttonLabel: string;
  busyLabel: string;
}

/**
 * The page a mail's link opens (the newsletter's confirm and unsubscribe, the price-drop and saved-search
 * unsubscribes): a heading, a message, and one button that POSTs the link's token back (nothing changes on
 * GET), or a link home once done.
 */
export function MailLinkPage({ title, message, messageRole, pendingToken, buttonLabel, busyLabel }: MailLinkPageProps) {
  const { t } = useTranslator();
  const isBusy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t(title as MessageId)}</h1>
      <p className="mt-4 text-lg text-ink-muted" role={messageRole}>
        {t(message as MessageId)}
      </p>
      {pendingToken !== undefined ? (
        <Form method="post" action={`?token=${encodeURIComponent(pendingToken)}`} className="mt-8">
          <Button type="submit" disabled={isBusy}>
            {t((isBusy ? busyLabel : buttonLabel) as MessageId)}
          </Button>
        </Form>
      ) : (
        <Link to="/" className="mt-8 inline-block font-semibold text-pine-700 underline hover:text-pine-900">
          {t("site-shell.backToHome")}
        </Link>
      )}
    </section>
  );
}
