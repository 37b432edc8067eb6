// @vitest-environment jsdom
// The thread's reply box in the browser (docs/product/conversations.md, Thread): a sent reply empties it, a refused
// one keeps what was typed, and one send is one message however often the form is submitted meanwhile.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, redirect } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { FormReply } from "#app/lib/form-reply.ts";
import { inLocale } from "#app/test/translator.tsx";
import Thread from "./thread.tsx";

afterEach(cleanup);

const conversationId = "2d3c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21";

/**
 * The thread page with a stub loader (the messages sent so far) and action; `answer` decides each reply's fate
 * (undefined: sent, answered with the redirect the real action gives).
 */
function renderThread(answer: (message: string) => Promise<FormReply | undefined> = async () => undefined) {
  const sent: string[] = [];
  const Stub = createRoutesStub([
    {
      path: "/inbox/:id",
      Component: Thread as never,
      HydrateFallback: () => null,
      loader: ({ request }) => ({
        conversation: {
          id: conversationId,
          listingId: null,
          listingTitle: "2019 Sprinter 144",
          role: "seller",
          myName: "Sam",
          otherName: "Bea",
          buyerEmail: null,
          buyerPhone: null,
          hasBlocked: false,
          isBlockedBy: false,
          lastOtherMessageAt: null,
          readAt: null,
          isAnsweredByEmail: false,
        },
        messages: sent.map((body, index) => ({
          id: String(index),
          isMine: true,
          body,
          createdAt: new Date("2026-06-01T10:00:00Z"),
          scamSignals: [],
          offerStep: null,
        })),
        offerPanel: {
          listingId: null,
          askingPriceCents: null,
          open: null,
          accepted: null,
          newOffer: null,
          closedReason: null,
        },
        isReplySent: new URL(request.url).searchParams.get("sent") === "1",
      }),
      action: async ({ request }) => {
        const message = String((await request.formData()).get("message"));
        const refusal = await answer(message);
        if (refusal) return refusal;
        sent.push(message);
        return redirect(`/inbox/${conversationId}?sent=1#reply`, 303);
      },
    },
  ]);
  render(inLocale(<Stub initialEntries={[`/inbox/${conversationId}`]} />));
  return sent;
}

const replyBox = async () => (await screen.findByLabelText("Your reply")) as HTMLTextAreaElement;

describe("the reply box", () => {
  it("is empty again once the reply has been sent, so a second click has nothing to send", async () => {
    const sent = renderThread();
    fireEvent.change(await replyBox(), { target: { value: "Yes, it is. Come by on Saturday?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Your reply has been sent.")).toBeTruthy();
    await waitFor(async () => expect((await replyBox()).value).toBe(""));
    expect(sent).toEqual(["Yes, it is. Come by on Saturday?"]);
    expect(screen.getByRole("button", { name: "Send reply" })).toHaveProperty("disabled", false);
  });

  it("sends once however often the form is submitted while the reply is on its way, and says so on the button", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const sent = renderThread(async () => {
      calls += 1;
      await held;
      return undefined;
    });
    fireEvent.change(await replyBox(), { target: { value: "Is it still for sale?" } });
    const form = (await replyBox()).form as HTMLFormElement;
    fireEvent.submit(form);
    await waitFor(() => expect(calls).toBe(1));
    const button = screen.getByRole("button", { name: "Sending..." });
    expect(button).toHaveProperty("disabled", true);
    // A submit that gets past the button (a double click landing before it is disabled, Enter) sends nothing more.
    fireEvent.submit(form);
    fireEvent.click(button);
    release();
    expect(await screen.findByText("Your reply has been sent.")).toBeTruthy();
    expect(calls).toBe(1);
    expect(sent).toEqual(["Is it still for sale?"]);
    await waitFor(async () => expect((await replyBox()).value).toBe(""));
  });

  it("keeps what was typed when the reply is refused, and can send it again", async () => {
    let refuse = true;
    const sent = renderThread(async (message) =>
      refuse
        ? {
            ok: false,
            message: "You have sent too many messages. Please try again later.",
            values: { message },
          }
        : undefined,
    );
    fireEvent.change(await replyBox(), { target: { value: "Does the heater work?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("You have sent too many messages. Please try again later.")).toBeTruthy();
    expect((await replyBox()).value).toBe("Does the heater work?");
    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Your reply has been sent.")).toBeTruthy();
    await waitFor(async () => expect((await replyBox()).value).toBe(""));
    expect(sent).toEqual(["Does the heater work?"]);
  });
});
