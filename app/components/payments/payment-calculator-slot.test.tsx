// @vitest-environment jsdom
// The calculator's slot on a listing page (ADR 070): the server's markup as it is, and the live module only once the
// section comes near the screen.
import { act, fireEvent, render, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inLocale } from "#app/test/translator.tsx";
import { PaymentCalculatorForm } from "./payment-calculator-form.tsx";
import { PaymentCalculatorSlot } from "./payment-calculator-slot.tsx";

/** The observers the slot made, with what they watch, to say when their element comes near. */
const observers: { callback: IntersectionObserverCallback; watched: Element[]; isConnected: boolean }[] = [];

// jsdom has none; put back what was there, since test files share their worker's globals.
const jsdomObserver = globalThis.IntersectionObserver;

beforeEach(() => {
  globalThis.IntersectionObserver = class {
    readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, watched: [], isConnected: true };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.watched.push(element);
    }
    disconnect() {
      this.entry.isConnected = false;
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  globalThis.IntersectionObserver = jsdomObserver;
  observers.length = 0;
  document.body.innerHTML = "";
});

const html = renderToStaticMarkup(
  inLocale(
    <PaymentCalculatorForm
      view={{
        action: "/listing/x#payment",
        currency: "USD",
        values: { price: "12000", down: "", trade_in: "", apr: "", term: "24", region: "" },
        errors: {},
        cost: null,
      }}
    />,
  ),
);

describe("the payment calculator's slot", () => {
  it("shows the server's form, and makes it live only once it comes near the screen", async () => {
    const { container } = render(<PaymentCalculatorSlot html={html} />);
    const apr = container.querySelector('[name="apr"]') as HTMLInputElement;
    const result = container.querySelector("[data-payment-result]") as HTMLElement;
    expect(container.querySelector("#payment h2")?.textContent).toBe("Payment calculator");
    fireEvent.input(apr, { target: { value: "0" } });
    expect(result.hidden).toBe(true);

    const [observer] = observers;
    expect(observer?.watched).toEqual([container.firstChild]);
    act(() => observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(observer?.isConnected).toBe(false);
    // What was typed before the module arrived counts.
    await waitFor(() => expect(result.hidden).toBe(false));
    expect(result.querySelector('[data-figure="monthlyPaymentCents"]')?.textContent).toBe("US$500");
  });

  it("stops watching when the page goes", () => {
    const { unmount } = render(<PaymentCalculatorSlot html={html} />);
    unmount();
    expect(observers[0]?.isConnected).toBe(false);
  });
});
