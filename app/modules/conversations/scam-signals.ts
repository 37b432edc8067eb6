// Known scam patterns in a message (docs/product/conversations.md, "Scam notices"). Browser-safe and pure:
// the server stores the matched ids with the message, the thread explains them to the recipient. A match
// never blocks a message; the words below are chosen so everyday camper talk ("I can send photos", "kept
// ship-shape") does not raise a notice.
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const scamSignalIds = [
  "wire-transfer",
  "gift-cards",
  "crypto",
  "shipping-only",
  "escrow-service",
  "overpayment",
  "deposit-before-viewing",
  "off-site-contact",
] as const;

export type ScamSignalId = (typeof scamSignalIds)[number];

/** What the recipient reads for each signal, in plain words: its message id (ADR 056). */
export const scamSignalTexts: Record<ScamSignalId, MessageId> = {
  "wire-transfer": "conversations.scam.wireTransfer",
  "gift-cards": "conversations.scam.giftCards",
  crypto: "conversations.scam.crypto",
  "shipping-only": "conversations.scam.shippingOnly",
  "escrow-service": "conversations.scam.escrowService",
  overpayment: "conversations.scam.overpayment",
  "deposit-before-viewing": "conversations.scam.depositBeforeViewing",
  "off-site-contact": "conversations.scam.offSiteContact",
};

const patterns: Record<Exclude<ScamSignalId, "off-site-contact" | "deposit-before-viewing">, RegExp> = {
  "wire-transfer":
    /\b(western\s*union|money\s*gram|wire\s+(transfer|the\s+(money|funds|payment))|bank\s+wire|wired?\s+(me\s+)?(the\s+)?(money|funds|payment))\b/i,
  "gift-cards": /\b(gift\s*cards?|itunes\s+cards?|steam\s+cards?|google\s+play\s+cards?|amazon\s+cards?)\b/i,
  crypto: /\b(bitcoin|btc|crypto(currenc(y|ies))?|usdt|tether|ethereum|litecoin|binance|wallet\s+address)\b/i,
  "shipping-only":
    /\b(shipping\s+only|only\s+(by\s+)?shipping|(shipping|transport(ation)?|delivery|freight|logistics)\s+(agent|company|firm)|(ship|deliver)(ped|ed)?\s+(it\s+)?to\s+(you|your\s+(door|address|home)))\b/i,
  "escrow-service": /\b(escrow|payment\s+protection\s+(service|program))\b/i,
  overpayment:
    /\b(over\s*pa(y|id|yment)|cashier'?s\s+che(ck|que)s?|certified\s+che(ck|que)s?|(refund|send\s+(me\s+)?back|return)\s+the\s+(difference|extra|excess|balance))\b/i,
};

const deposit = /\b(deposit|down\s*payment|holding\s+fee|reservation\s+fee)\b/i;
const beforeViewing =
  /\b(hold|reserve|secure|before\s+(you\s+)?(see|seeing|view|viewing|inspect|inspecting|come|coming)|sight\s+unseen|without\s+seeing)\b/i;

const offSiteWords =
  /\b(whats\s*app|telegram|signal\s+app|viber|wechat|(text|sms|email|e-mail)\s+me|my\s+(cell|mobile|phone|number|email|e-mail)(\s+number)?\s+is)\b/i;
const emailAddress = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
// Ten digits or more in a row, allowing the separators of a phone number (a price or a year has fewer).
const phoneNumber = /(?:\+\s*)?\d(?:[\s().-]{0,2}\d){9,}/;

export interface DetectScamSignalsOptions {
  /** The first message of a conversation: asking to move off the site counts only there. */
  isFirstMessage: boolean;
}

/** The known scam patterns `body` matches, in the order of {@link scamSignalIds}. */
export function detectScamSignals(body: string, { isFirstMessage }: DetectScamSignalsOptions): ScamSignalId[] {
  const matched = new Set<ScamSignalId>();
  for (const [id, pattern] of Object.entries(patterns) as [ScamSignalId, RegExp][]) {
    if (pattern.test(body)) matched.add(id);
  }
  if (deposit.test(body) && beforeViewing.test(body)) matched.add("deposit-before-viewing");
  if (isFirstMessage && (offSiteWords.test(body) || emailAddress.test(body) || phoneNumber.test(body))) {
    matched.add("off-site-contact");
  }
  return scamSignalIds.filter((id) => matched.has(id));
}

/** Stored ids read back: only the ones this version knows (an id from an older release is left out). */
export function knownScamSignals(ids: readonly string[]): ScamSignalId[] {
  return scamSignalIds.filter((id) => ids.includes(id));
}
