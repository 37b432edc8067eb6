// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isMediaVideoUrl, mediaImageId } from "./media-url.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

afterEach(cleanup);

const id = "0d1f8e7b-6a21-4c1d-9a55-6f1c1f9e2a7b";
const base = `/media/${id}`;

describe("media URLs", () => {
  it("recognises image base URLs and video URLs only", () => {
    expect(mediaImageId(base)).toBe(id);
    expect(mediaImageId(`${base}/960.webp`)).toBeNull();
    expect(mediaImageId("/uploads/demo/van.webp")).toBeNull();
    expect(mediaImageId("/media/../secret")).toBeNull();
    expect(mediaImageId("https://example.com/media/abc")).toBeNull();
    expect(isMediaVideoUrl(`${base}/video`)).toBe(true);
    expect(isMediaVideoUrl(base)).toBe(false);
  });
});

describe("ResponsiveImage", () => {
  it("serves an uploaded image as a <picture> with AVIF and WebP srcsets and the 960 WebP as fallback", () => {
    const { container } = render(
      <ResponsiveImage src={base} alt="Blue van" sizes="(min-width: 1024px) 33vw, 100vw" width={640} height={480} />,
    );
    const picture = container.querySelector("picture");
    expect(picture).toBeTruthy();
    const sources = Array.from(container.querySelectorAll("source"));
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("srcset")).toBe(
      `${base}/480.avif 480w, ${base}/960.avif 960w, ${base}/1920.avif 1920w`,
    );
    expect(sources[1]?.getAttribute("srcset")).toBe(
      `${base}/480.webp 480w, ${base}/960.webp 960w, ${base}/1920.webp 1920w`,
    );
    for (const source of sources) expect(source.getAttribute("sizes")).toBe("(min-width: 1024px) 33vw, 100vw");
    const img = picture?.querySelector("img");
    expect(img?.getAttribute("src")).toBe(`${base}/960.webp`);
    expect(img?.getAttribute("alt")).toBe("Blue van");
    expect(img?.getAttribute("width")).toBe("640");
    expect(img?.getAttribute("height")).toBe("480");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("decoding")).toBe("async");
    expect(img?.hasAttribute("fetchpriority")).toBe(false);
  });

  it("loads a priority image eagerly with high fetch priority, as WebP only (no AVIF redirect to wait for)", () => {
    const { container } = render(
      <ResponsiveImage src={base} alt="" sizes="100vw" width={1280} height={960} priority className="h-full" />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img");
    expect(img?.getAttribute("srcset")).toBe(`${base}/480.webp 480w, ${base}/960.webp 960w, ${base}/1920.webp 1920w`);
    expect(img?.getAttribute("sizes")).toBe("100vw");
    expect(img?.getAttribute("src")).toBe(`${base}/960.webp`);
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    expect(img?.hasAttribute("decoding")).toBe(false);
    expect(img?.getAttribute("class")).toBe("h-full");
  });

  it("offers only the given widths, falling back to the largest one up to 960", () => {
    const { container } = render(
      <ResponsiveImage src={base} alt="" sizes="96px" width={4} height={3} widths={[480]} loading="eager" />,
    );
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute("srcset")).toBe(`${base}/480.webp 480w`);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(`${base}/480.webp`);
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("eager");
  });

  it("renders any other URL as a plain <img> with the same attributes", () => {
    const { container } = render(
      <ResponsiveImage src="/uploads/demo/van.webp" alt="Van" sizes="100vw" width={640} height={480} />,
    );
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("source")).toBeNull();
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/uploads/demo/van.webp");
    expect(img?.hasAttribute("srcset")).toBe(false);
    expect(img?.getAttribute("width")).toBe("640");
    expect(img?.getAttribute("height")).toBe("480");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("decoding")).toBe("async");
  });
});
