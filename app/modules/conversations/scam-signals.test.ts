import { describe, expect, it } from "vitest";
import { detectScamSignals, knownScamSignals } from "./scam-signals.ts";

// docs/product/conversations.md, "Scam notices": realistic messages each way.
const later = { isFirstMessage: false };
const first = { isFirstMessage: true };

describe("detectScamSignals", () => {
  it.each([
    ["Please pay by Western Union to my agent in Ohio.", "wire-transfer"],
    ["I only accept MoneyGram or a bank wire.", "wire-transfer"],
    ["Just wire the money and I'll sign the title over.", "wire-transfer"],
    ["I can pay with Steam gift cards, $500 each.", "gift-cards"],
    ["Payment in Bitcoin only, send to my wallet address.", "crypto"],
    ["I will pay in USDT, is that ok?", "crypto"],
    ["The van is with the transport company already, shipping only.", "shipping-only"],
    ["My shipping agent will deliver it to your door.", "shipping-only"],
    ["We use an escrow service, eBay Motors payment protection program.", "escrow-service"],
    ["I'll send a cashier's check for $70,000, refund the difference to my mover.", "overpayment"],
    ["I overpaid by mistake, please send back the extra.", "overpayment"],
    ["Send a $500 deposit to hold it before you come see it.", "deposit-before-viewing"],
    ["A down payment will reserve it for you.", "deposit-before-viewing"],
  ])("%s → %s", (body, signal) => {
    expect(detectScamSignals(body, later)).toContain(signal);
  });

  it.each([
    ["Let's talk on WhatsApp, it's easier."],
    ["Text me at five oh three please"],
    ["My number is 503-555-0199, call anytime."],
    ["Reach me: +1 (503) 555 0199"],
    ["Write to bea.buyer@example.com for more photos."],
    ["I'm on Telegram @vanseller"],
  ])("a first message that moves off the site: %s", (body) => {
    expect(detectScamSignals(body, first)).toEqual(["off-site-contact"]);
    expect(detectScamSignals(body, later)).toEqual([]);
  });

  it.each([
    "Is it still available? I can send photos of my current rig if you want to trade.",
    "The van has been kept ship-shape, all service records included.",
    "Could I see it on Saturday morning? Call me on Saturday if that works.",
    "Asking $65,000, 148,000 miles, 2019 model year, VIN on request.",
    "I'd pay cash or a bank transfer at the DMV once we've met.",
    "Does it have the 144 wheelbase? Any rust on the rocker panels?",
    "I'll put down a deposit at the dealer for my trade-in, no rush.",
    "The solar wiring was shipped from the manufacturer as a kit.",
  ])("no notice for everyday talk: %s", (body) => {
    expect(detectScamSignals(body, first)).toEqual([]);
  });

  it("names several signals in a fixed order", () => {
    expect(
      detectScamSignals("Pay in bitcoin or by Western Union, then my shipping company delivers it to you.", later),
    ).toEqual(["wire-transfer", "crypto", "shipping-only"]);
  });
});

describe("knownScamSignals", () => {
  it("keeps the ids this version can explain", () => {
    expect(knownScamSignals(["crypto", "retired-signal", "gift-cards"])).toEqual(["gift-cards", "crypto"]);
  });
});
