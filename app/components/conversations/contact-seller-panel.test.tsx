// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { inLocale } from "#app/test/translator.tsx";
import { ContactSellerPanel } from "./contact-seller-panel.tsx";

const listingId = "6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21";

afterEach(cleanup);

type Reply = { ok: boolean; message?: string; fieldErrors?: Record<string, string>; conversationId?: string };

/**
 * The panel on a listing page, its action (`/listing/:id/contact`) answered by `answer` with what it received;
 * `user` signs the viewer in (the root loader's user).
 */
function renderPanel({
  url = `/listing/${listingId}`,
  canContactSeller = true,
  isOwnListing = false,
  user = null as { id: string } | null,
  answer = async (_body: Record<string, FormDataEntryValue>): Promise<Reply> => ({ ok: true }),
} = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ user }),
      HydrateFallback: () => null,
      children: [
        {
          path: "listing/:id",
          Component: () => (
            <ContactSellerPanel listingId={listingId} canContactSeller={canContactSeller} isOwnListing={isOwnListing} />
          ),
        },
        {
          path: "listing/:id/contact",
          action: async ({ request }) => answer(Object.fromEntries(await request.formData())),
        },
      ],
    },
  ]);
  return render(inLocale(<Stub initialEntries={[url]} />));
}

function fillRequired() {
  fireEvent.change(screen.getByLabelText("First name*"), { target: { value: "Bea" } });
  fireEvent.change(screen.getByLabelText("Email*"), { target: { value: "bea@example.com" } });
  fireEvent.change(screen.getByLabelText("Message*"), { target: { value: "Still for sale?" } });
}

describe("ContactSellerPanel", () => {
  it("offers its owner no form, only the way to their Inbox (docs/product/conversations.md)", async () => {
    renderPanel({ isOwnListing: true });
    expect(
      await screen.findByText(/This is your own listing\. Messages from buyers about it are in your Inbox\./),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open your Inbox" }).getAttribute("href")).toBe("/inbox");
    expect(screen.queryByRole("button", { name: "Send Message" })).toBeNull();
  });

  it("has the product's fields, browser-side required checks and a form that works without JavaScript", async () => {
    renderPanel();
    expect(await screen.findByRole("heading", { name: "Contact the Seller" })).toBeTruthy();
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form");
    expect(form?.getAttribute("action")).toBe(`/listing/${listingId}/contact`);
    expect(form?.getAttribute("method")).toBe("post");
    expect((screen.getByLabelText("First name*") as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText("Last name") as HTMLInputElement).required).toBe(false);
    expect((screen.getByLabelText("Email*") as HTMLInputElement).type).toBe("email");
    expect((screen.getByLabelText("Email*") as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText("Phone") as HTMLInputElement).required).toBe(false);
    expect((screen.getByLabelText("Message*") as HTMLTextAreaElement).required).toBe(true);
    expect(screen.getByText(/Your message and contact details go to the seller by e-mail/)).toBeTruthy();
  });

  it("a visitor: posts the form with the fetcher, shows 'Sending...' while busy and the success text after", async () => {
    let finish: (reply: Reply) => void = () => {};
    const received: Record<string, FormDataEntryValue>[] = [];
    renderPanel({
      answer: (body) => {
        received.push(body);
        return new Promise<Reply>((resolve) => (finish = resolve));
      },
    });
    await screen.findByRole("heading", { name: "Contact the Seller" });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    expect(received).toEqual([
      {
        inPlace: "1",
        firstName: "Bea",
        lastName: "",
        email: "bea@example.com",
        phone: "",
        message: "Still for sale?",
        website: "",
      },
    ]);
    finish({ ok: true, message: "✅ Your message has been sent!" });
    expect((await screen.findByRole("status")).textContent).toBe("✅ Your message has been sent!");
    // The form is emptied by an effect after the status is painted, so it is awaited, not read in the same tick.
    await waitFor(() => expect((screen.getByLabelText("First name*") as HTMLInputElement).value).toBe(""));
  });

  it("a signed-in buyer: the message alone, and a link to the conversation once sent", async () => {
    const received: Record<string, FormDataEntryValue>[] = [];
    renderPanel({
      user: { id: "buyer" },
      answer: async (body) => {
        received.push(body);
        return { ok: true, message: "✅ Your message has been sent!", conversationId: "c-1" };
      },
    });
    fireEvent.change(await screen.findByLabelText("Message*"), { target: { value: "Still for sale?" } });
    expect(screen.queryByLabelText("Email*")).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "✅ Your message has been sent! Open the conversation",
    );
    expect(screen.getByRole("link", { name: "Open the conversation" }).getAttribute("href")).toBe("/inbox/c-1");
    expect(received).toEqual([{ inPlace: "1", message: "Still for sale?" }]);
  });

  it("shows the failure text, the server's reason and per-field errors", async () => {
    renderPanel({
      answer: async () => ({
        ok: false,
        message: "Please check the highlighted fields.",
        fieldErrors: { email: "Please enter a valid email address." },
      }),
    });
    await screen.findByRole("heading", { name: "Contact the Seller" });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Message failed to send. Please check the highlighted fields.",
    );
    expect(screen.getByText("Please enter a valid email address.")).toBeTruthy();
    expect(screen.getByLabelText("Email*").getAttribute("aria-invalid")).toBe("true");
  });

  it("says only 'Message failed to send.' when no reply came", async () => {
    renderPanel({ answer: async () => ({ ok: false }) });
    await screen.findByRole("heading", { name: "Contact the Seller" });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Message failed to send."));
  });

  it("shows a form post's success sent back in the query string", async () => {
    renderPanel({ url: `/listing/${listingId}?sent=1` });
    expect((await screen.findByRole("status")).textContent).toBe("✅ Your message has been sent!");
  });

  it("says so instead of showing a form when nobody can receive messages", async () => {
    renderPanel({ canContactSeller: false });
    expect(await screen.findByText("This seller cannot receive messages right now.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send Message" })).toBeNull();
  });
});
