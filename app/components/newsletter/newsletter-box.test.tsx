// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inLocale } from "#app/test/translator.tsx";
import { NewsletterBox } from "./newsletter-box.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checkEmail =
  "Thanks! Please check your e-mail: if this address is not subscribed yet, we have sent it a link to confirm.";

function renderBox(url = "/") {
  const Stub = createRoutesStub([{ path: "/", Component: NewsletterBox, HydrateFallback: () => null }]);
  return render(inLocale(<Stub initialEntries={[url]} />));
}

async function subscribe(email = "reader@example.com") {
  await screen.findByRole("heading", { name: "Join the Roamstead newsletter" });
  fireEvent.change(screen.getByLabelText("Email address"), { target: { value: email } });
  fireEvent.submit(screen.getByRole("button", { name: "Subscribe" }));
}

describe("NewsletterBox", () => {
  it("is a required e-mail field in a form that posts to /api/newsletter and returns here", async () => {
    renderBox("/?make=ford&newsletter=check-email");
    const input = (await screen.findByLabelText("Email address")) as HTMLInputElement;
    expect(input.type).toBe("email");
    expect(input.required).toBe(true);
    const form = input.closest("form");
    expect(form?.getAttribute("action")).toBe("/api/newsletter");
    expect(form?.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe("/?make=ford");
    // The outcome of a form post made without JavaScript: the one answer to every accepted sign-up.
    expect(screen.getByRole("status").textContent).toBe(checkEmail);
  });

  it("shows nothing for an outcome it has no words for (an old `?newsletter=subscribed` link)", async () => {
    renderBox("/?newsletter=subscribed");
    await screen.findByLabelText("Email address");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's message, or the check-your-e-mail answer when there is none", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true, message: "A message from the server." }));
    vi.stubGlobal("fetch", fetchMock);
    renderBox();
    await subscribe();
    expect((await screen.findByRole("status")).textContent).toBe("A message from the server.");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "reader@example.com" });

    cleanup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ok: true })),
    );
    renderBox();
    await subscribe();
    expect((await screen.findByRole("status")).textContent).toBe(checkEmail);
  });

  it("shows the failure text on a network or server failure, and the server's reason on a refusal", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    renderBox();
    await subscribe();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "There was a problem subscribing. Please try again later.",
    );

    cleanup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("boom", { status: 500 })),
    );
    renderBox();
    await subscribe();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "There was a problem subscribing. Please try again later.",
    );

    cleanup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { ok: false, message: "Too many sign-ups from your network. Please try again later." },
          { status: 429 },
        ),
      ),
    );
    renderBox();
    await subscribe();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many sign-ups from your network. Please try again later.",
    );
  });
});
