// @vitest-environment jsdom
// The sign-up page in the browser (docs/product/accounts.md, Sign up): once the account exists, the form gives way
// to the message and the next steps, and the focus goes to them.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { inLocale } from "#app/test/translator.tsx";
import SignUp from "./sign-up.tsx";

afterEach(cleanup);

const created = "Account created! Please check your email to confirm your account before signing in.";

function renderSignUp() {
  const Stub = createRoutesStub([
    {
      path: "/custom-sign-up",
      Component: SignUp as never,
      HydrateFallback: () => null,
      loader: () => ({ target: "/listings?vehicleType=van" }),
      action: () => ({ ok: true, message: created }),
    },
  ]);
  render(inLocale(<Stub initialEntries={["/custom-sign-up?redirect=%2Flistings%3FvehicleType%3Dvan"]} />));
}

describe("after signing up", () => {
  it("shows only the message and the next steps, not the empty form, and moves the focus there", async () => {
    renderSignUp();
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "new@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "granite-vista-2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Check your e-mail" });
    expect(screen.getByRole("status").textContent).toBe(created);
    // The focus moves in an effect after the heading is painted: on a loaded machine, a moment after it shows.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign Up" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/sign-in-camper?redirect=%2Flistings%3FvehicleType%3Dvan",
    );
    // A mistyped address: the empty form again, for the same target.
    fireEvent.click(screen.getByRole("link", { name: "Sign up again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Create an Account" })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
  });
});
