// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ListingGallery } from "./listing-gallery.tsx";
import { listingMediaItems, wrapIndex } from "./media-item.ts";

// jsdom has no modal dialogs: open and close them the way a browser does, close event included.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

afterEach(cleanup);

const images = ["/uploads/a.webp", "/uploads/b.webp"];

function renderGallery(videoUrl: string | null = "/uploads/tour.mp4") {
  return render(<ListingGallery title="Blue Van" images={images} videoUrl={videoUrl} />);
}

const thumbnails = () => within(screen.getByRole("toolbar", { name: "Photos and video" })).getAllByRole("button");
const dialog = () => screen.getByRole("dialog", { name: "Photos of Blue Van" });
const counterText = () => within(dialog()).getByText(/^\d+ \/ \d+$/).textContent;

describe("listingMediaItems", () => {
  it("lists the photos in order and the video last", () => {
    expect(listingMediaItems("Van", images, "/v.mp4")).toEqual([
      { kind: "image", key: "image-0", src: "/uploads/a.webp", alt: "Van, photo 1 of 3" },
      { kind: "image", key: "image-1", src: "/uploads/b.webp", alt: "Van, photo 2 of 3" },
      { kind: "video", key: "video", src: "/v.mp4", alt: "Van, video" },
    ]);
    expect(listingMediaItems("Van", [], null)).toEqual([]);
  });

  it("wraps at both ends", () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("ListingGallery and MediaViewer", () => {
  it("shows the thumbnails with the video last, marked with a play button", () => {
    renderGallery();
    expect(thumbnails().map((button) => button.getAttribute("aria-label"))).toEqual([
      "View photo 1 of 3",
      "View photo 2 of 3",
      "Play video",
    ]);
    expect(thumbnails()[2]?.querySelector("svg")).toBeTruthy();
    expect(thumbnails().map((button) => button.tabIndex)).toEqual([0, -1, -1]);
  });

  it("plays the video in the viewer with controls, and wraps from it to the first photo", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    expect(counterText()).toBe("3 / 3");
    const video = dialog().querySelector("video");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.getAttribute("src")).toBe("/uploads/tour.mp4");
    fireEvent.keyDown(dialog(), { key: "ArrowRight" });
    expect(counterText()).toBe("1 / 3");
    expect(within(dialog()).getByRole("img").getAttribute("alt")).toBe("Blue Van, photo 1 of 3");
    fireEvent.keyDown(dialog(), { key: "ArrowLeft" });
    expect(counterText()).toBe("3 / 3");
  });

  it("leaves the arrow keys to a focused video (seeking)", () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    const video = dialog().querySelector("video");
    if (!video) throw new Error("no video");
    fireEvent.keyDown(video, { key: "ArrowRight" });
    expect(counterText()).toBe("3 / 3");
  });

  it("swipes past 10 px only, and the buttons wrap too", () => {
    renderGallery(null);
    fireEvent.click(thumbnails()[0] as HTMLElement);
    const stage = screen.getByTestId("media-viewer-stage");
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, button: 0, clientX: from, clientY: 50 });
      fireEvent.pointerUp(stage, { pointerId: 1, isPrimary: true, button: 0, clientX: to, clientY: 50 });
    };
    swipe(100, 95);
    expect(counterText()).toBe("1 / 2");
    swipe(100, 89);
    expect(counterText()).toBe("2 / 2");
    swipe(100, 130);
    expect(counterText()).toBe("1 / 2");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Previous" }));
    expect(counterText()).toBe("2 / 2");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Next" }));
    expect(counterText()).toBe("1 / 2");
  });

  it("moves the selected thumbnail with the viewer and gives focus back to it on close", () => {
    renderGallery();
    fireEvent.click(thumbnails()[0] as HTMLElement);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Close");
    fireEvent.keyDown(dialog(), { key: "ArrowRight" });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const second = thumbnails()[1];
    expect(second?.getAttribute("aria-current")).toBe("true");
    expect(document.activeElement).toBe(second);
    expect(screen.getByRole("button", { name: "View photo 2 of 3 full screen" })).toBeTruthy();
  });

  it("shows a placeholder for a listing without photos or video", () => {
    render(<ListingGallery title="Bare" images={[]} videoUrl={null} />);
    expect(screen.getByText("No photos yet")).toBeTruthy();
    expect(screen.queryByRole("toolbar")).toBeNull();
  });
});
