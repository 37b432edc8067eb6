// Known scam patterns in a message (docs/product/conversations.md, "Scam notices"). Browser-safe and pure:
// the server stores the matched ids with the message, the thread explains them to the recipient. A match
// never blocks a message; the words below are chosen so everyday camper talk ("I can send photos", "kept
// ship-shape") does not raise a notice.

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

/** What the recipient reads for each signal, in plain words. */
export const scamSignalTexts: Record<ScamSignalId, string> = {
  "wire-transfer":
    "It asks for payment by wire transfer, Western Union or MoneyGram. Money sent this way cannot be got back.",
  "gift-cards": "It mentions paying with gift cards. Nobody honest pays for a camper with gift cards.",
  crypto: "It mentions paying in cryptocurrency (such as Bitcoin or USDT). Such payments cannot be reversed.",
  "shipping-only":
    "It says the camper can only be shipped, or that a shipping or transport company holds it. Fake shippers are a common way to take money for a camper that does not exist.",
  "escrow-service":
    "It offers an escrow or payment-protection service. Fake escrow websites are a common trick; Roamstead offers no escrow.",
  overpayment:
    "It mentions an overpayment, a cashier's check or refunding a difference. Such checks bounce after you have sent the difference back.",
  "deposit-before-viewing":
    "It asks for a deposit before you have seen the camper. Never pay before you have seen the camper and its papers.",
  "off-site-contact":
    "Its first message asks to continue outside Roamstead (a messaging app, a phone number or an e-mail address). Keep talking here until you trust the other person.",
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
