// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { inLocale } from "#app/test/translator.tsx";
import { MediaUploader, type MediaUploaderProps } from "./media-uploader.tsx";
import { readUploadReplies } from "./upload-file.ts";

// In a browser the answers' reader arrives while the file travels (upload-file.ts); here, before the first answer.
beforeAll(async () => {
  await readUploadReplies();
});

/** XMLHttpRequest as far as the uploader uses it; the test answers each request by hand. */
class FakeXhr extends EventTarget {
  static requests: FakeXhr[] = [];
  upload = new EventTarget();
  status = 0;
  responseText = "";
  method = "";
  url = "";
  body: FormData | null = null;
  isAborted = false;
  headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.isAborted = true;
    this.dispatchEvent(new Event("abort"));
  }

  get file() {
    return this.body?.get("file") as File | null;
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(new ProgressEvent("progress", { lengthComputable: true, loaded, total }));
    });
  }
  async respond(status: number, body: unknown) {
    await act(async () => {
      this.upload.dispatchEvent(new ProgressEvent("load"));
      this.status = status;
      this.responseText = typeof body === "string" ? body : JSON.stringify(body);
      this.dispatchEvent(new ProgressEvent("load"));
    });
  }
  async fail() {
    await act(async () => {
      this.dispatchEvent(new ProgressEvent("error"));
    });
  }
}

let blobCount = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  FakeXhr.requests = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  URL.createObjectURL = vi.fn(() => `blob:preview-${++blobCount}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const media = (n: number) => `/media/00000000-0000-4000-8000-00000000000${n}`;

function image(name: string, size = 1000, type = "image/jpeg") {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function renderUploader(props: Partial<MediaUploaderProps> = {}, locale: Locale = "en-US") {
  const result = render(
    inLocale(
      <form aria-label="Listing">
        <MediaUploader maxImages={10} allowVideo={false} purpose="listing" {...props} />
      </form>,
      locale,
    ),
  );
  const form = result.getByRole("form", { name: "Listing" }) as HTMLFormElement;
  return {
    ...result,
    form,
    posted: () => new FormData(form).getAll("images"),
    video: () => new FormData(form).get("video"),
  };
}

const pick = (label: string, files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } });
const photoList = () => screen.getByRole("list", { name: "Photos, in order" });
const tiles = () => within(photoList()).getAllByRole("listitem");
const problems = () =>
  screen
    .getAllByRole("alert")
    .map((alert) => alert.textContent)
    .join(" ")
    .trim();
const liveText = () => document.querySelector("[aria-live=polite]")?.textContent?.trim();
const videoNote = () =>
  within(screen.getByRole("group", { name: "Video" })).getAllByText(/video/i, { selector: "[aria-live=polite]" })[0]
    ?.textContent;

/** GET /api/uploads/<id> answers these states in turn (then the last one again). */
function answerVideoStatuses(states: Array<"processing" | "ready" | "failed">) {
  let call = 0;
  const statuses = vi.fn(async (url: string) => {
    const state = states[Math.min(call++, states.length - 1)];
    const id = url.split("/").at(-1);
    const posterUrl = state === "ready" ? `/media/${id}/poster.webp` : null;
    return new Response(JSON.stringify({ ok: true, id, kind: "video", url: `/media/${id}/video`, state, posterUrl }));
  });
  vi.stubGlobal("fetch", statuses);
  return statuses;
}

/** Lets the uploader's next status request run and its answer arrive. */
async function waitPoll(milliseconds = 2000) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(milliseconds);
  });
}

describe("MediaUploader", () => {
  it("shows the limit, posts the saved photos and video as hidden inputs, and disables the video picker when the tier has none", () => {
    const { posted, video } = renderUploader({
      defaultImages: [media(1), media(2)],
      videoUnavailableText: "Video not allowed for Graze tier",
    });
    expect(screen.getByText("Upload up to 10 images")).toBeTruthy();
    expect(screen.getByText("2 of 10 photos")).toBeTruthy();
    expect(posted()).toEqual([media(1), media(2)]);
    expect(video()).toBeNull();
    const photoInput = screen.getByLabelText("Choose photos") as HTMLInputElement;
    expect(photoInput.type).toBe("file");
    expect(photoInput.multiple).toBe(true);
    expect(photoInput.disabled).toBe(false);
    expect((screen.getByLabelText("Choose a video") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Video not allowed for Graze tier")).toBeTruthy();
    // Thumbnails are the 480 px variants; the first photo is the cover.
    expect(tiles()[0]?.querySelector("img")?.getAttribute("src")).toBe(`${media(1)}/480.webp`);
    expect(within(tiles()[0] as HTMLElement).getByText("Cover")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove photo 1 (cover)" })).toBeTruthy();
  });

  it("uploads each picked photo with its own progress bar, two at a time, and posts them once done", async () => {
    const onBusyChange = vi.fn();
    const onChange = vi.fn();
    const { posted } = renderUploader({ defaultImages: [media(1)], onBusyChange, onChange });
    pick("Choose photos", [image("a.jpg"), image("b.png", 2000, "image/png"), image("c.jpg")]);

    expect(FakeXhr.requests).toHaveLength(2);
    const [first, second] = FakeXhr.requests as [FakeXhr, FakeXhr];
    expect(first.method).toBe("POST");
    expect(first.url).toBe("/api/uploads?kind=image&purpose=listing");
    expect(first.file?.name).toBe("a.jpg");
    expect(second.file?.name).toBe("b.png");
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("aria-label"))).toEqual([
      "Uploading a.jpg",
      "Uploading b.png",
      "Uploading c.jpg",
    ]);
    expect(bars[2]?.getAttribute("aria-valuetext")).toBe("Waiting…");
    // One bar: the upload fills 90% of it, the server's processing the rest.
    first.progress(40, 100);
    const firstBar = () => screen.getByRole("progressbar", { name: "Uploading a.jpg" });
    expect(firstBar().getAttribute("aria-valuenow")).toBe("36");
    expect(firstBar().getAttribute("aria-valuetext")).toBe("40%");
    expect(screen.getByText("40%")).toBeTruthy();
    act(() => {
      first.upload.dispatchEvent(new ProgressEvent("load"));
    });
    expect(firstBar().getAttribute("aria-valuenow")).toBe("90");
    expect(firstBar().getAttribute("aria-valuetext")).toBe("Processing…");

    await first.respond(201, { ok: true, id: "a", kind: "image", url: media(2), width: 1600, height: 1200 });
    expect(screen.queryByRole("progressbar", { name: "Uploading a.jpg" })).toBeNull();
    expect(posted()).toEqual([media(1), media(2)]);
    expect(onChange).toHaveBeenLastCalledWith({ images: [media(1), media(2)], video: null });
    expect(liveText()).toBe("a.jpg uploaded.");
    // The third one starts as soon as a slot is free.
    expect(FakeXhr.requests).toHaveLength(3);
    expect(FakeXhr.requests[2]?.file?.name).toBe("c.jpg");

    await FakeXhr.requests[2]?.respond(201, { ok: true, id: "c", kind: "image", url: media(4), width: 1, height: 1 });
    await second.respond(201, { ok: true, id: "b", kind: "image", url: media(3), width: 1, height: 1 });
    // The order is the order picked, whatever finished first.
    expect(posted()).toEqual([media(1), media(2), media(3), media(4)]);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(onBusyChange).toHaveBeenCalledTimes(2);
  });

  it("checks type, size and the tier limit before uploading, with the product's messages", () => {
    renderUploader({ maxImages: 3, defaultImages: [media(1)] });
    pick("Choose photos", [
      image("notes.txt", 10, "text/plain"),
      image("huge.jpg", 15 * 1024 * 1024),
      image("a.jpg"),
      image("b.jpg"),
      image("c.jpg"),
    ]);
    expect(FakeXhr.requests.map((request) => request.file?.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(problems()).toContain("Only image files are allowed. (notes.txt)");
    expect(problems()).toContain("Image must be under 15MB. (huge.jpg)");
    expect(problems()).toContain("Image limit reached.");
    expect(screen.getByText("3 of 3 photos")).toBeTruthy();

    // At the limit nothing more uploads; the message says why.
    pick("Choose photos", [image("d.jpg")]);
    expect(FakeXhr.requests).toHaveLength(2);
    expect(problems()).toBe("Image limit reached.");
  });

  it("uses the builder form's limits and texts", () => {
    renderUploader({ purpose: "builder", maxImages: 30, defaultImages: Array.from({ length: 29 }, () => media(1)) });
    pick("Choose photos", [image("big.jpg", 5 * 1024 * 1024), image("ok.jpg"), image("one-too-many.jpg")]);
    expect(FakeXhr.requests[0]?.url).toBe("/api/uploads?kind=image&purpose=builder");
    expect(FakeXhr.requests).toHaveLength(1);
    expect(problems()).toContain("Image must be under 5MB. (big.jpg)");
    expect(problems()).toContain("You can upload up to 30 photos.");
  });

  it("shows the server's message, or the product's, when an upload fails, and drops the photo", async () => {
    const { posted } = renderUploader();
    pick("Choose photos", [image("bomb.png", 1000, "image/png"), image("net.jpg")]);
    const [bomb, net] = FakeXhr.requests as [FakeXhr, FakeXhr];
    await bomb.respond(422, { ok: false, message: "Image is too large to process." });
    await net.fail();
    expect(problems()).toContain("Image is too large to process. (bomb.png)");
    expect(problems()).toContain("Photo upload failed. Please try again. (net.jpg)");
    expect(screen.queryByRole("list", { name: "Photos, in order" })).toBeNull();
    expect(posted()).toEqual([]);

    pick("Choose photos", [image("odd.jpg")]);
    await FakeXhr.requests[2]?.respond(500, "<html>oops</html>");
    expect(problems()).toContain("Photo upload failed. Please try again. (odd.jpg)");
    pick("Choose photos", [image("wrong.jpg")]);
    await FakeXhr.requests[3]?.respond(201, { ok: true, id: "x", url: "/elsewhere/x.jpg" });
    expect(problems()).toContain("Photo upload failed. Please try again. (wrong.jpg)");
  });

  it("removes a photo with its x button, aborting an upload still running", async () => {
    const onChange = vi.fn();
    const { posted } = renderUploader({ defaultImages: [media(1), media(2), media(3)], onChange });
    fireEvent.click(screen.getByRole("button", { name: "Remove photo 2" }));
    expect(posted()).toEqual([media(1), media(3)]);
    expect(onChange).toHaveBeenLastCalledWith({ images: [media(1), media(3)], video: null });
    expect(liveText()).toBe("Photo 2 removed.");
    // Focus lands on the photo that took its place.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Remove photo 2");

    pick("Choose photos", [image("slow.jpg")]);
    const request = FakeXhr.requests[0] as FakeXhr;
    fireEvent.click(screen.getByRole("button", { name: "Remove photo 3" }));
    expect(request.isAborted).toBe(true);
    expect(tiles()).toHaveLength(2);
    expect(problems()).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Remove photo 1 (cover)" }));
    expect(liveText()).toBe("Photo 1 removed. The next photo is now the cover.");
    fireEvent.click(screen.getByRole("button", { name: "Remove photo 1 (cover)" }));
    expect(posted()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByLabelText("Choose photos"));
  });

  it("reorders with the arrow keys and the move buttons, keeps focus on the moved photo, and announces it", () => {
    const onChange = vi.fn();
    const { posted } = renderUploader({ defaultImages: [media(1), media(2), media(3)], onChange });
    const moveLeft = screen.getByRole("button", { name: "Move photo 2 left" });
    moveLeft.focus();
    fireEvent.keyDown(moveLeft, { key: "ArrowLeft" });
    expect(posted()).toEqual([media(2), media(1), media(3)]);
    expect(onChange).toHaveBeenLastCalledWith({ images: [media(2), media(1), media(3)], video: null });
    expect(liveText()).toBe("Photo moved to position 1 of 3. It is now the cover photo.");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move photo 1 (cover) left");
    expect(document.activeElement?.getAttribute("aria-disabled")).toBe("true");
    expect(within(tiles()[0] as HTMLElement).getByText("Cover")).toBeTruthy();

    // The cover cannot move further left; nothing changes.
    fireEvent.click(screen.getByRole("button", { name: "Move photo 1 (cover) left" }));
    expect(posted()).toEqual([media(2), media(1), media(3)]);

    fireEvent.keyDown(screen.getByRole("button", { name: "Move photo 1 (cover) left" }), { key: "End" });
    expect(posted()).toEqual([media(1), media(3), media(2)]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move photo 3 left");

    fireEvent.click(screen.getByRole("button", { name: "Move photo 1 (cover) right" }));
    expect(posted()).toEqual([media(3), media(1), media(2)]);
    expect(liveText()).toMatch(/^Photo moved to position 2 of 3\.\s*$/);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move photo 2 right");
  });

  it("reorders by dragging a photo onto another", () => {
    const { posted } = renderUploader({ defaultImages: [media(1), media(2), media(3)] });
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? "",
      effectAllowed: "",
      dropEffect: "",
      files: [],
    };
    const [first, , third] = tiles() as [HTMLElement, HTMLElement, HTMLElement];
    expect(third.getAttribute("draggable")).toBe("true");
    fireEvent.dragStart(third, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer });
    fireEvent.drop(first, { dataTransfer });
    expect(posted()).toEqual([media(3), media(1), media(2)]);
  });

  it("uploads one video when the tier allows it and disables the picker while one is there", async () => {
    const onBusyChange = vi.fn();
    const { video } = renderUploader({ allowVideo: true, onBusyChange });
    const picker = screen.getByLabelText("Choose a video") as HTMLInputElement;
    expect(picker.disabled).toBe(false);
    expect(picker.multiple).toBe(false);

    pick("Choose a video", [image("van.jpg")]);
    expect(problems()).toContain("Only video files are allowed. (van.jpg)");
    pick("Choose a video", [image("long.mp4", 50 * 1024 * 1024, "video/mp4")]);
    expect(problems()).toContain("Video must be under 50MB. (long.mp4)");
    expect(FakeXhr.requests).toHaveLength(0);

    pick("Choose a video", [image("tour.mov", 1000, "video/quicktime")]);
    const request = FakeXhr.requests[0] as FakeXhr;
    expect(request.url).toBe("/api/uploads?kind=video&purpose=listing");
    expect(screen.getByRole("progressbar", { name: "Uploading tour.mov" })).toBeTruthy();
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    expect((screen.getByLabelText("Choose a video") as HTMLInputElement).disabled).toBe(true);

    await request.respond(201, {
      ok: true,
      id: "v",
      kind: "video",
      url: `${media(9)}/video`,
      state: "processing",
      width: null,
      height: null,
    });
    expect(video()).toBe(`${media(9)}/video`);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    // Processed in the background: the form may be saved, nothing plays yet.
    expect(document.querySelector("video")).toBeNull();
    expect(videoNote()).toBe("Video processing…");

    fireEvent.click(screen.getByRole("button", { name: "Remove video" }));
    expect(video()).toBeNull();
    expect((screen.getByLabelText("Choose a video") as HTMLInputElement).disabled).toBe(false);
  });

  it("asks every two seconds whether the video is processed, then shows it with its poster", async () => {
    const statuses = answerVideoStatuses(["processing", "ready"]);
    renderUploader({ allowVideo: true });
    pick("Choose a video", [image("tour.mov", 1000, "video/quicktime")]);
    await FakeXhr.requests[0]?.respond(201, { ok: true, id: "v", kind: "video", url: `${media(9)}/video` });
    expect(videoNote()).toBe("Video processing…");
    expect(statuses).not.toHaveBeenCalled();

    await waitPoll();
    expect(statuses).toHaveBeenCalledTimes(1);
    expect(statuses.mock.calls[0]?.[0]).toBe("/api/uploads/00000000-0000-4000-8000-000000000009");
    expect(videoNote()).toBe("Video processing…");
    await waitPoll();
    expect(statuses).toHaveBeenCalledTimes(2);
    const player = document.querySelector("video");
    expect(player?.getAttribute("src")).toBe(`${media(9)}/video`);
    expect(player?.getAttribute("poster")).toBe(`${media(9)}/poster.webp`);
    expect(videoNote()).toBe("Video ready.");
    await waitPoll();
    expect(statuses).toHaveBeenCalledTimes(2);
  });

  it("asks about a saved video once hydrated, says when it failed, and stops asking when it is removed", async () => {
    const statuses = answerVideoStatuses(["processing", "processing"]);
    renderUploader({ allowVideo: true, defaultVideo: `${media(5)}/video` });
    await waitPoll(0);
    expect(statuses).toHaveBeenCalledTimes(1);
    expect(videoNote()).toBe("Video processing…");
    fireEvent.click(screen.getByRole("button", { name: "Remove video" }));
    await waitPoll();
    expect(statuses).toHaveBeenCalledTimes(1);

    cleanup();
    answerVideoStatuses(["failed"]);
    renderUploader({ allowVideo: true, defaultVideo: `${media(5)}/video` });
    await waitPoll(0);
    expect(videoNote()).toBe("This video could not be processed. Remove it and upload another one.");
    expect(document.querySelector("video")).toBeNull();
  });

  it("refuses a second video and says when a video upload fails", async () => {
    renderUploader({ allowVideo: true, purpose: "builder", defaultVideo: null });
    pick("Choose a video", [image("a.mp4", 10, "video/mp4"), image("b.webm", 10, "video/webm")]);
    expect(problems()).toContain("You can only upload one video.");
    expect(FakeXhr.requests).toHaveLength(1);
    await FakeXhr.requests[0]?.fail();
    expect(problems()).toContain("Video upload failed. Please try again. (a.mp4)");
    expect((screen.getByLabelText("Choose a video") as HTMLInputElement).disabled).toBe(false);
  });

  it("shows no preview of a HEIC while it uploads (most browsers cannot decode one)", () => {
    renderUploader();
    pick("Choose photos", [image("IMG_0042.HEIC", 1000, "image/heic"), image("IMG_0043.heif", 1000, "")]);
    expect(FakeXhr.requests).toHaveLength(2);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it("accepts dropped files in the photo area", () => {
    renderUploader();
    const files = [image("dropped.jpg")];
    const dataTransfer = { types: ["Files"], files, dropEffect: "" };
    const area = screen.getByRole("group", { name: "Photos" });
    fireEvent.dragOver(area, { dataTransfer });
    fireEvent.drop(area, { dataTransfer });
    expect(FakeXhr.requests.map((request) => request.file?.name)).toEqual(["dropped.jpg"]);
  });

  it("keeps the saved video, and leaves the video part out when asked", () => {
    const { video, unmount } = renderUploader({ allowVideo: true, defaultVideo: `${media(5)}/video` });
    expect(video()).toBe(`${media(5)}/video`);
    expect((screen.getByLabelText("Choose a video") as HTMLInputElement).disabled).toBe(true);
    unmount();
    renderUploader({ videoName: null, maxImages: 1, purpose: "blog", name: "coverImage" });
    expect(screen.queryByLabelText("Choose a video")).toBeNull();
    expect(screen.getByText("Upload up to 1 image")).toBeTruthy();
    expect((screen.getByLabelText("Choose a photo") as HTMLInputElement).multiple).toBe(false);
  });

  it("aborts running uploads when it goes away", () => {
    const { unmount } = renderUploader();
    pick("Choose photos", [image("a.jpg")]);
    unmount();
    expect(FakeXhr.requests[0]?.isAborted).toBe(true);
  });

  it("renders on the server with the saved photos, disabled pickers and a note for visitors without JavaScript", () => {
    const html = renderToString(
      inLocale(
        <MediaUploader
          maxImages={30}
          allowVideo
          purpose="listing"
          defaultImages={[media(1)]}
          defaultVideo={`${media(2)}/video`}
        />,
      ),
    );
    document.body.innerHTML = html;
    expect(document.querySelector("noscript")?.textContent).toContain("Adding photos and video needs JavaScript.");
    expect((screen.getByLabelText("Choose photos") as HTMLInputElement).disabled).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[type=hidden][name="images"]')?.value).toBe(media(1));
    expect(document.querySelector<HTMLInputElement>('input[type=hidden][name="video"]')?.value).toBe(
      `${media(2)}/video`,
    );
    expect(document.querySelector("picture source[type='image/avif']")).toBeTruthy();
    document.body.innerHTML = "";
  });
});

describe("the uploader on a French page", () => {
  it("says its limits, states, refusals and announcements in French", async () => {
    renderUploader({ defaultImages: [media(1), media(2)], allowVideo: true }, "fr-CA");
    expect(screen.getByText("Téléversez jusqu’à 10 images")).toBeTruthy();
    expect(screen.getByText("2 sur 10 photos")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Photos" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Vidéo" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Photos, dans l’ordre" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retirer la photo 1 (couverture)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Déplacer la photo 2 vers la gauche" })).toBeTruthy();
    expect(screen.getByText("JPEG, PNG, WebP ou HEIC, moins de 15 Mo chacune")).toBeTruthy();

    pick("Choisir des photos", [image("notes.txt", 10, "text/plain"), image("a.jpg")]);
    expect(problems()).toContain("Seuls les fichiers image sont acceptés. (notes.txt)");
    expect(liveText()).toBe("Téléversement de 1 photo.");
    expect(screen.getByRole("progressbar", { name: "Téléversement de a.jpg" }).getAttribute("aria-valuetext")).toBe(
      "0 %",
    );
    await FakeXhr.requests[0]?.respond(413, { ok: false, message: "media.upload.listingImageTooLarge" });
    expect(problems()).toContain("L’image doit faire moins de 15 Mo. (a.jpg)");

    pick("Choisir une vidéo", [image("tour.mp4", 10, "video/mp4")]);
    await FakeXhr.requests[1]?.respond(201, { ok: true, id: "v", url: `${media(9)}/video`, state: "processing" });
    expect(within(screen.getByRole("group", { name: "Vidéo" })).getByText("Traitement de la vidéo…")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retirer la vidéo" })).toBeTruthy();
  });
});
