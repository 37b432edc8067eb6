// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactSellerPanel } from "./contact-seller-panel.tsx";

const listingId = "6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(url = `/listing/${listingId}`, canContactSeller = true, isOwnListing = false) {
  const Stub = createRoutesStub([
    {
      path: "/listing/:id",
      Component: () => (
        <ContactSellerPanel listingId={listingId} canContactSeller={canContactSeller} isOwnListing={isOwnListing} />
      ),
      HydrateFallback: () => null,
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

function fillRequired() {
  fireEvent.change(screen.getByLabelText("First name*"), { target: { value: "Bea" } });
  fireEvent.change(screen.getByLabelText("Email*"), { target: { value: "bea@example.com" } });
  fireEvent.change(screen.getByLabelText("Message*"), { target: { value: "Still for sale?" } });
}

describe("ContactSellerPanel", () => {
  it("offers its owner no form, only the way to their Inbox (docs/product/conversations.md)", async () => {
    renderPanel(`/listing/${listingId}`, true, true);
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
    expect(form?.getAttribute("action")).toBe("/api/send-message");
    expect(form?.getAttribute("method")).toBe("post");
    expect((screen.getByLabelText("First name*") as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText("Last name") as HTMLInputElement).required).toBe(false);
    expect((screen.getByLabelText("Email*") as HTMLInputElement).type).toBe("email");
    expect((screen.getByLabelText("Email*") as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText("Phone") as HTMLInputElement).required).toBe(false);
    expect((screen.getByLabelText("Message*") as HTMLTextAreaElement).required).toBe(true);
    expect(form?.querySelector<HTMLInputElement>('input[name="listingId"]')?.value).toBe(listingId);
  });

  it("posts the contact JSON, shows 'Sending...' while busy and the success text after", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    renderPanel();
    await screen.findByRole("heading", { name: "Contact the Seller" });
    fillRequired();
    fireEvent.submit(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/send-message");
    expect(JSON.parse(String(init.body))).toEqual({
      listingId,
      firstName: "Bea",
      lastName: "",
      email: "bea@example.com",
      phone: "",
      message: "Still for sale?",
      website: "",
    });
    answer(Response.json({ ok: true, message: "✅ Your message has been sent!" }));
    expect((await screen.findByRole("status")).textContent).toBe("✅ Your message has been sent!");
    expect((screen.getByLabelText("First name*") as HTMLInputElement).value).toBe("");
  });

  it("shows the failure text, the server's reason and per-field errors", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            ok: false,
            message: "Please check the highlighted fields.",
            fieldErrors: { email: "Please enter a valid email address." },
          },
          { status: 400 },
        ),
      ),
    );
    renderPanel();
    await screen.findByRole("heading", { name: "Contact the Seller" });
    fillRequired();
    fireEvent.submit(screen.getByRole("button", { name: "Send Message" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Message failed to send.");
    expect(screen.getByText("Please enter a valid email address.")).toBeTruthy();
    expect(screen.getByLabelText("Email*").getAttribute("aria-invalid")).toBe("true");
  });

  it("says only 'Message failed to send.' when the answer is not ours (a proxy's error page)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad Gateway</html>", { status: 502 })),
    );
    renderPanel();
    await screen.findByRole("heading", { name: "Contact the Seller" });
    fillRequired();
    fireEvent.submit(screen.getByRole("button", { name: "Send Message" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Message failed to send.");
  });

  it("says 'Message failed to send.' when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderPanel();
    await screen.findByRole("heading", { name: "Contact the Seller" });
    fillRequired();
    fireEvent.submit(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Message failed to send."));
  });

  it("shows the outcome of a form post sent back in the query string", async () => {
    renderPanel(`/listing/${listingId}?sent=1`);
    expect((await screen.findByRole("status")).textContent).toBe("✅ Your message has been sent!");
    cleanup();
    renderPanel(`/listing/${listingId}?contactError=rate-limited`);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Message failed to send. You have sent too many messages. Please try again later.",
    );
  });

  it("says so instead of showing a form when nobody can receive messages", async () => {
    renderPanel(`/listing/${listingId}`, false);
    expect(await screen.findByText("This seller cannot receive messages right now.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send Message" })).toBeNull();
  });
});
