// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inLocale } from "#app/test/translator.tsx";
import { ShareButton, shareMessageMs } from "./share-button.tsx";

const props = { title: "Blue Van", text: "A blue van with a bed.", url: "https://roamstead.test/listing/1" };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubNavigator(stubs: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  vi.stubGlobal("navigator", {
    ...(stubs.share ? { share: stubs.share } : {}),
    clipboard: { writeText: stubs.writeText ?? (async () => {}) },
  });
}

async function clickShare() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
  });
}

const status = () => screen.getByRole("status").textContent;

describe("ShareButton", () => {
  it("uses the share sheet with title, text and URL, and clears the message after 3 s", async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    stubNavigator({ share });
    render(inLocale(<ShareButton {...props} />));
    await clickShare();
    expect(share).toHaveBeenCalledWith({ title: "Blue Van", text: "A blue van with a bed.", url: props.url });
    expect(status()).toBe("Shared successfully!");
    act(() => vi.advanceTimersByTime(shareMessageMs - 1));
    expect(status()).toBe("Shared successfully!");
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBe("");
  });

  it("copies the link when there is no share sheet", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubNavigator({ writeText });
    render(inLocale(<ShareButton {...props} />));
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(status()).toBe("Link copied to clipboard!");
  });

  it("says 'Sharing failed.' when sharing or copying fails", async () => {
    stubNavigator({
      writeText: async () => {
        throw new DOMException("denied", "NotAllowedError");
      },
    });
    render(inLocale(<ShareButton {...props} />));
    await clickShare();
    expect(status()).toBe("Sharing failed.");
  });

  it("says nothing when the visitor closes the share sheet (AbortError)", async () => {
    stubNavigator({
      share: async () => {
        throw new DOMException("canceled", "AbortError");
      },
    });
    render(inLocale(<ShareButton {...props} />));
    await clickShare();
    expect(status()).toBe("");
  });

  it("restarts the 3 s for a second click", async () => {
    stubNavigator({});
    render(inLocale(<ShareButton {...props} />));
    await clickShare();
    act(() => vi.advanceTimersByTime(2_000));
    await clickShare();
    act(() => vi.advanceTimersByTime(2_000));
    expect(status()).toBe("Link copied to clipboard!");
    act(() => vi.advanceTimersByTime(1_000));
    expect(status()).toBe("");
  });
});
