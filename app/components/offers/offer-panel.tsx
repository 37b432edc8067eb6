import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { OfferPanelView, OffersClosedReason } from "#app/modules/offers/get-offer-panel.server.ts";
import { formatOfferExpiry } from "#app/modules/offers/offer-expiry.ts";
import type { OfferIntent } from "#app/modules/offers/offer-rules.ts";
import { MakeOfferForm } from "./make-offer-form.tsx";
import { OfferAmountFields } from "./offer-amount-fields.tsx";

/** The anchor of the panel in a thread: the offer forms come back to it. */
export const offerPanelId = "offer";

/** Why a conversation's listing takes no offer now, as the panel and the offer page say it. */
export const offersClosedMessages: Readonly<Record<OffersClosedReason, MessageId>> = {
  firm: "offers.error.firmPrice",
  salePending: "offers.error.salePending",
  sold: "offers.error.sold",
  gone: "offers.error.listingGone",
};

export interface OfferPanelProps {
  panel: OfferPanelView;
  /** The other party's name, as the page shows it. */
  otherName: string;
  /** A refused counter-offer (on /offers/{id}): its field errors, and what was typed; its message is the page's. */
  reply?: FormReply | null;
}

/**
 * A conversation's offer (docs/product/making-the-deal.md, "Offers"): the accepted one, the open one with the buttons
 * its viewer may use (each a plain form to /offers/{id}), or the buyer's 'Make an offer' form. Nothing when there is
 * nothing to show.
 */
export function OfferPanel({ panel, otherName, reply }: OfferPanelProps) {
  const { t, locale } = useTranslator();
  const headingId = useId();
  const { open, accepted, newOffer, closedReason } = panel;
  if (!open && !accepted && !newOffer && !closedReason) return null;
  return (
    <section
      id={offerPanelId}
      aria-labelledby={headingId}
      className="mt-8 scroll-mt-24 space-y-4 rounded-xl border border-sand-300 bg-sand-100 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-pine-800">
        {newOffer && !open ? t("offers.form.heading") : t("offers.panel.heading")}
      </h2>
      {accepted ? (
        <div className="space-y-1">
          <p className="font-semibold text-ink">
            {t("offers.panel.accepted", { amount: formatMoney(accepted.amountCents, accepted.currency, locale) })}
          </p>
          <p className="text-sm text-ink-muted">{t("offers.panel.acceptedHint")}</p>
          <p>
            <Link to={`/offers/${accepted.id}/bill-of-sale`} className="font-semibold text-pine-700 underline">
              {t("offers.panel.billOfSale")}
            </Link>
          </p>
        </div>
      ) : null}
      {open ? (
        <OpenOffer
          open={open}
          otherName={otherName}
          askingPriceCents={panel.askingPriceCents}
          reply={reply ?? null}
          amount={formatMoney(open.amountCents, open.currency, locale)}
          expiry={formatOfferExpiry(new Date(open.expiresAt), locale)}
        />
      ) : null}
      {newOffer ? (
        <MakeOfferForm
          listingId={newOffer.listingId}
          currency={newOffer.currency}
          askingPriceCents={newOffer.askingPriceCents}
        />
      ) : null}
      {closedReason && !newOffer ? <p className="text-ink">{t(offersClosedMessages[closedReason])}</p> : null}
    </section>
  );
}

interface OpenOfferProps {
  open: NonNullable<OfferPanelView["open"]>;
  otherName: string;
  askingPriceCents: number | null;
  reply: FormReply | null;
  amount: string;
  expiry: string;
}

function OpenOffer({ open, otherName, askingPriceCents, reply, amount, expiry }: OpenOfferProps) {
  const { t, locale } = useTranslator();
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle";
  const isCounter = open.madeBy === "seller";
  const said: MessageId = open.isMine
    ? isCounter
      ? "offers.panel.myCounter"
      : "offers.panel.myOffer"
    : isCounter
      ? "offers.panel.theirCounter"
      : "offers.panel.theirOffer";
  const action = `/offers/${open.id}`;
  const can = (intent: OfferIntent) => open.intents.includes(intent);
  return (
    <div className="space-y-4">
      <div>
        <p className="text-lg font-semibold text-ink">{t(said, { name: otherName, amount })}</p>
        <p className="text-sm text-ink-muted">
          {t("offers.panel.openUntil", { expiry })}
          {open.isMine ? ` ${t("offers.panel.waiting", { name: otherName })}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {can("accept") ? (
          <IntentButton action={action} intent="accept" isBusy={isBusy}>
            {t(isCounter ? "offers.panel.acceptCounter" : "offers.panel.accept")}
          </IntentButton>
        ) : null}
        {can("decline") ? (
          <IntentButton action={action} intent="decline" isBusy={isBusy} variant="secondary">
            {t("offers.panel.decline")}
          </IntentButton>
        ) : null}
        {can("withdraw") ? (
          <IntentButton action={action} intent="withdraw" isBusy={isBusy} variant="secondary">
            {t("offers.panel.withdraw")}
          </IntentButton>
        ) : null}
      </div>
      {can("accept") && !isCounter ? <p className="text-sm text-ink-muted">{t("offers.panel.acceptHint")}</p> : null}
      {can("counter") ? (
        <Form method="post" action={action} className="space-y-4 border-t border-sand-300 pt-4">
          <h3 className="font-semibold text-ink">{t("offers.panel.counterHeading")}</h3>
          <input type="hidden" name="intent" value="counter" />
          <OfferAmountFields
            amountLabel={t("offers.panel.counterAmount", { currency: t(`offers.currency.${open.currency}`) })}
            amountHint={
              askingPriceCents === null
                ? undefined
                : t("offers.panel.counterHint", { price: formatMoney(askingPriceCents, open.currency, locale) })
            }
            reply={reply}
          />
          <Button type="submit" disabled={isBusy}>
            {t("offers.panel.counterSubmit")}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

function IntentButton({
  action,
  intent,
  isBusy,
  variant = "primary",
  children,
}: {
  action: string;
  intent: OfferIntent;
  isBusy: boolean;
  variant?: "primary" | "secondary";
  children: string;
}) {
  return (
    <Form method="post" action={action}>
      <Button type="submit" name="intent" value={intent} variant={variant} disabled={isBusy}>
        {children}
      </Button>
    </Form>
  );
}
