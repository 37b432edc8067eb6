import { describe, expect, it } from "vitest";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { imageByteLimits, imageTooLargeMessages, uploadPurposes } from "#app/modules/media/media-limits.ts";
import { english } from "#app/test/translator.tsx";
import {
  type CheckedFiles,
  checkImageFiles,
  checkVideoFiles,
  imageAccept,
  isImageFile,
  isVideoFile,
  moveItem,
  type UploadProblem,
} from "./upload-rules.ts";

const mb = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

/** The problems as the uploader words them in English (problems carry message ids and their values). */
const inWords = (problems: UploadProblem[]) =>
  problems.map(({ message, values, ...rest }) => ({ message: english(message, values), ...rest }));
const worded = <T>(checked: CheckedFiles<T>) => ({ ...checked, problems: inWords(checked.problems) });

describe("file kinds", () => {
  it("knows images and videos by type or by extension", () => {
    expect(isImageFile(file("van.jpg", "image/jpeg"))).toBe(true);
    expect(isImageFile(file("IMG_0001.HEIC", ""))).toBe(true);
    expect(isImageFile(file("notes.txt", "text/plain"))).toBe(false);
    expect(isVideoFile(file("tour.MOV", ""))).toBe(true);
    expect(isVideoFile(file("tour.avi", "video/x-msvideo"))).toBe(true);
    expect(isVideoFile(file("van.jpg", "image/jpeg"))).toBe(false);
  });
});

describe("HEIC and HEIF photos (docs/product/media.md: the format iPhones save)", () => {
  it("are photos by type, or by extension when the browser gives no type (desktop Chrome)", () => {
    for (const photo of [
      file("IMG_0002.heic", "image/heic"),
      file("IMG_0003.HEIF", "image/heif"),
      file("IMG_0004.heif", ""),
      file("IMG_0005.HEIC", ""),
    ]) {
      expect(isImageFile(photo)).toBe(true);
      expect(isVideoFile(photo)).toBe(false);
    }
    const checked = checkImageFiles([file("IMG_0005.HEIC", "", 3 * mb)], {
      purpose: "listing",
      maxImages: 10,
      currentCount: 0,
    });
    expect(checked).toEqual({ accepted: [file("IMG_0005.HEIC", "", 3 * mb)], problems: [] });
  });

  it("are offered by the photo picker", () => {
    const accepted = imageAccept.split(",");
    expect(accepted).toEqual(expect.arrayContaining(["image/heic", "image/heif", ".heic", ".heif"]));
  });
});

describe("checkImageFiles", () => {
  it("refuses non-images and photos over the purpose's size limit with the product's messages", () => {
    const files = [
      file("a.jpg", "image/jpeg", 4 * mb),
      file("b.pdf", "application/pdf"),
      file("c.jpg", "image/jpeg", 5 * mb),
      file("d.png", "image/png", 14 * mb),
    ];
    const builder = checkImageFiles(files, { purpose: "builder", maxImages: 30, currentCount: 0 });
    expect(builder.accepted.map((f) => f.name)).toEqual(["a.jpg"]);
    expect(inWords(builder.problems)).toEqual([
      { message: "Only image files are allowed.", fileName: "b.pdf" },
      { message: "Image must be under 5MB.", fileName: "c.jpg" },
      { message: "Image must be under 5MB.", fileName: "d.png" },
    ]);
    const listing = checkImageFiles(files, { purpose: "listing", maxImages: 10, currentCount: 0 });
    expect(listing.accepted.map((f) => f.name)).toEqual(["a.jpg", "c.jpg", "d.png"]);
    expect(inWords(listing.problems)).toEqual([{ message: "Only image files are allowed.", fileName: "b.pdf" }]);
    expect(
      inWords(
        checkImageFiles([file("e.jpg", "image/jpeg", 15 * mb)], { purpose: "blog", maxImages: 1, currentCount: 0 })
          .problems,
      ),
    ).toEqual([{ message: "Image must be under 15MB.", fileName: "e.jpg" }]);
  });

  it("fills the free slots in the order picked and says the limit once for the rest", () => {
    const files = ["1", "2", "3", "4"].map((n) => file(`${n}.jpg`, "image/jpeg"));
    const listing = checkImageFiles(files, { purpose: "listing", maxImages: 10, currentCount: 8 });
    expect(listing.accepted.map((f) => f.name)).toEqual(["1.jpg", "2.jpg"]);
    expect(inWords(listing.problems)).toEqual([{ message: "Image limit reached." }]);
    const full = checkImageFiles(files, { purpose: "builder", maxImages: 30, currentCount: 30 });
    expect(full.accepted).toEqual([]);
    expect(inWords(full.problems)).toEqual([{ message: "You can upload up to 30 photos." }]);
    expect(checkImageFiles(files, { purpose: "listing", maxImages: 50, currentCount: 0 }).problems).toEqual([]);
  });

  it("says each purpose's own size limit, the one it checks", () => {
    for (const purpose of uploadPurposes) {
      expect(english(imageTooLargeMessages[purpose] satisfies MessageId)).toBe(
        `Image must be under ${imageByteLimits[purpose] / mb}MB.`,
      );
    }
  });
});

describe("checkVideoFiles", () => {
  it("takes one video file under 50MB", () => {
    const ok = checkVideoFiles([file("tour.mp4", "video/mp4", 49 * mb)], { allowVideo: true, hasVideo: false });
    expect(ok.accepted.map((f) => f.name)).toEqual(["tour.mp4"]);
    expect(inWords(ok.problems)).toEqual([]);
    expect(
      inWords(checkVideoFiles([file("big.mp4", "video/mp4", 50 * mb)], { allowVideo: true, hasVideo: false }).problems),
    ).toEqual([{ message: "Video must be under 50MB.", fileName: "big.mp4" }]);
    expect(
      inWords(checkVideoFiles([file("van.jpg", "image/jpeg")], { allowVideo: true, hasVideo: false }).problems),
    ).toEqual([{ message: "Only video files are allowed.", fileName: "van.jpg" }]);
  });

  it("refuses a second video, and any video when the tier has none", () => {
    const two = [file("a.mp4", "video/mp4"), file("b.webm", "video/webm")];
    const picked = checkVideoFiles(two, { allowVideo: true, hasVideo: false });
    expect(picked.accepted.map((f) => f.name)).toEqual(["a.mp4"]);
    expect(inWords(picked.problems)).toEqual([{ message: "You can only upload one video." }]);
    expect(worded(checkVideoFiles(two.slice(0, 1), { allowVideo: true, hasVideo: true }))).toEqual({
      accepted: [],
      problems: [{ message: "You can only upload one video." }],
    });
    expect(checkVideoFiles(two, { allowVideo: false, hasVideo: false })).toEqual({ accepted: [], problems: [] });
  });
});

describe("moveItem", () => {
  it("moves one item and keeps the rest in order, clamped to the list", () => {
    expect(moveItem(["a", "b", "c", "d"], 2, 0)).toEqual(["c", "a", "b", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveItem(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 1, -4)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
    const list = ["a", "b"];
    expect(moveItem(list, 0, 1)).not.toBe(list);
  });
});
