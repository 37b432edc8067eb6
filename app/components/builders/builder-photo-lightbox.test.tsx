// @vitest-environment jsdom
// The builder form's photos open in a lightbox (docs/product/builders.md, Form): MediaUploader's
// `canPreview`, which other forms leave off.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { inLocale } from "#app/test/translator.tsx";

const photos = [1, 2, 3].map((n) => `/media/00000000-0000-4000-8000-00000000000${n}`);

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal(): void; close(): void };
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
afterEach(cleanup);

function renderUploader(canPreview?: boolean) {
  return render(
    inLocale(
      <MediaUploader
        name="photos"
        videoName="videoUrl"
        maxImages={30}
        allowVideo
        purpose="builder"
        defaultImages={photos}
        canPreview={canPreview}
      />,
    ),
  );
}

describe("photo previews in the uploader", () => {
  it("open the clicked photo full size, step through the others, and close back to the thumbnail", async () => {
    renderUploader(true);
    const second = await screen.findByRole("button", { name: "View photo 2 full size" });
    act(() => fireEvent.click(second));
    // The viewer's code is fetched on first opening (lazy-media-viewer.tsx).
    const viewer = await screen.findByRole("dialog", { name: "Photos, full size" });
    expect(viewer.hasAttribute("open")).toBe(true);
    expect(viewer.textContent).toContain("2 / 3");
    expect(viewer.querySelector("img")?.getAttribute("src")).toBe(`${photos[1]}/960.webp`);
    act(() => fireEvent.keyDown(viewer, { key: "ArrowRight" }));
    expect(viewer.textContent).toContain("3 / 3");
    act(() => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(viewer.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(second);
    // The posted photos are unchanged.
    expect(
      Array.from(document.querySelectorAll<HTMLInputElement>('input[name="photos"]')).map((input) => input.value),
    ).toEqual(photos);
  });

  it("stay plain images unless the form asks for them", async () => {
    renderUploader();
    expect(await screen.findByRole("img", { name: "Photo 1" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /full size$/ })).toBeNull();
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
  });
});
