// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { VideoStatus } from "#app/modules/media/video-status.ts";
import { english, inLocale } from "#app/test/translator.tsx";
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

const readyVideo: VideoStatus = { url: "/uploads/tour.mp4", state: "ready", posterUrl: "/uploads/poster.webp" };

function renderGallery(video: VideoStatus | null = readyVideo, isOwner = false) {
  return render(inLocale(<ListingGallery title="Blue Van" images={images} video={video} isOwner={isOwner} />));
}

const thumbnails = () => within(screen.getByRole("toolbar", { name: "Photos and video" })).getAllByRole("button");
const dialog = () => screen.getByRole("dialog", { name: "Photos of Blue Van" });
/** The viewer's code is fetched on first opening (lazy-media-viewer.tsx): wait for it once. */
const viewerOpened = () => screen.findByRole("dialog", { name: "Photos of Blue Van" });
const counterText = () => within(dialog()).getByText(/^\d+ \/ \d+$/).textContent;

describe("listingMediaItems", () => {
  it("lists the photos in order and the video last", () => {
    const video: VideoStatus = { url: "/v.mp4", state: "ready", posterUrl: "/p.webp" };
    expect(listingMediaItems("Van", images, video, english)).toEqual([
      { kind: "image", key: "image-0", src: "/uploads/a.webp", alt: "Van, photo 1 of 3" },
      { kind: "image", key: "image-1", src: "/uploads/b.webp", alt: "Van, photo 2 of 3" },
      { kind: "video", key: "video", src: "/v.mp4", alt: "Van, video", posterUrl: "/p.webp", isProcessing: false },
    ]);
    expect(listingMediaItems("Van", [], null, english)).toEqual([]);
  });

  it("marks a video still processing and leaves out one that failed", () => {
    const processing = listingMediaItems(
      "Van",
      images,
      { url: "/v.mp4", state: "processing", posterUrl: null },
      english,
    );
    expect(processing.at(-1)).toMatchObject({ kind: "video", isProcessing: true, posterUrl: null });
    const failed = listingMediaItems("Van", images, { url: "/v.mp4", state: "failed", posterUrl: null }, english);
    expect(failed.map((item) => item.alt)).toEqual(["Van, photo 1 of 2", "Van, photo 2 of 2"]);
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

  it("plays the video in the viewer with controls, and wraps from it to the first photo", async () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    await viewerOpened();
    expect(counterText()).toBe("3 / 3");
    const video = dialog().querySelector("video");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.getAttribute("src")).toBe("/uploads/tour.mp4");
    expect(video?.getAttribute("poster")).toBe("/uploads/poster.webp");
    expect(video?.getAttribute("preload")).toBe("none");
    fireEvent.keyDown(dialog(), { key: "ArrowRight" });
    expect(counterText()).toBe("1 / 3");
    expect(within(dialog()).getByRole("img").getAttribute("alt")).toBe("Blue Van, photo 1 of 3");
    fireEvent.keyDown(dialog(), { key: "ArrowLeft" });
    expect(counterText()).toBe("3 / 3");
  });

  it("leaves the arrow keys to a focused video (seeking)", async () => {
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    await viewerOpened();
    const video = dialog().querySelector("video");
    if (!video) throw new Error("no video");
    fireEvent.keyDown(video, { key: "ArrowRight" });
    expect(counterText()).toBe("3 / 3");
  });

  it("swipes past 10 px only, and the buttons wrap too", async () => {
    renderGallery(null);
    fireEvent.click(thumbnails()[0] as HTMLElement);
    await viewerOpened();
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

  it("moves the selected thumbnail with the viewer and gives focus back to it on close", async () => {
    renderGallery();
    fireEvent.click(thumbnails()[0] as HTMLElement);
    await viewerOpened();
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
    render(inLocale(<ListingGallery title="Bare" images={[]} video={null} />));
    expect(screen.getByText("No photos yet")).toBeTruthy();
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("shows the ready video's poster with a play icon in the strip and the main slot", () => {
    renderGallery();
    expect(thumbnails()[2]?.querySelector("img")?.getAttribute("src")).toBe("/uploads/poster.webp");
    fireEvent.keyDown(screen.getByRole("toolbar"), { key: "End" });
    const main = screen.getByRole("button", { name: "Play video full screen" });
    expect(main.querySelector("img")?.getAttribute("src")).toBe("/uploads/poster.webp");
    expect(main.querySelector("svg")).toBeTruthy();
  });

  it("shows 'Video processing…' in the video's place, which cannot be played", async () => {
    renderGallery({ url: "/uploads/tour.mp4", state: "processing", posterUrl: null });
    const thumbnail = thumbnails()[2] as HTMLElement;
    expect(thumbnail.getAttribute("aria-label")).toBe("Video processing…");
    fireEvent.click(thumbnail);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Play video full screen" })).toBeNull();
    expect(screen.getByText("Video processing…")).toBeTruthy();
    expect(document.querySelector("video")).toBeNull();
    // Reached from the viewer, it says the same.
    fireEvent.click(thumbnails()[1] as HTMLElement);
    await viewerOpened();
    fireEvent.keyDown(dialog(), { key: "ArrowRight" });
    expect(within(dialog()).getByText("Video processing…")).toBeTruthy();
    expect(dialog().querySelector("video")).toBeNull();
  });

  it("shows buyers no failed video, and tells its owner", () => {
    const failed: VideoStatus = { url: "/uploads/tour.mp4", state: "failed", posterUrl: null };
    const { unmount } = renderGallery(failed);
    expect(thumbnails()).toHaveLength(2);
    expect(screen.queryByText(/could not be processed/)).toBeNull();
    unmount();
    renderGallery(failed, true);
    expect(thumbnails()).toHaveLength(2);
    expect(screen.getByRole("status").textContent).toBe(
      "This video could not be processed. Remove it and upload another one.",
    );
  });
});
