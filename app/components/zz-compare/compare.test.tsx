// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, expect, it } from "vitest";
import { BlogPostForm } from "#app/components/blog/blog-post-form.tsx";
import { BuilderForm, emptyBuilderFormDefaults } from "#app/components/builders/builder-form.tsx";
import { FilterPanel } from "#app/components/listings/filter-panel.tsx";
import { ListingGallery } from "#app/components/listings/listing-gallery.tsx";
import { BlogPostForm as OldBlog } from "./old-blog-post-form.tsx";
import { BuilderForm as OldBuilder } from "./old-builder-form.tsx";
import { FilterPanel as OldFilter } from "./old-filter-panel.tsx";
import { ListingGallery as OldGallery } from "./old-listing-gallery.tsx";

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

const norm = (html: string) =>
  html
    .replace(/_r_[0-9a-z]+_/g, "_r_")
    .replace(/class="([^"]*)"/g, (_m, c: string) => `class="${c.split(/\s+/).filter(Boolean).sort().join(" ")}"`)
    .replace(/<(\w+)((?:\s[^>]*?)?)(\/?)>/g, (_m, tag: string, attrs: string, slash: string) => {
      const list = attrs.match(/[\w:-]+(="[^"]*")?/g) ?? [];
      return `<${tag} ${[...list].sort().join(" ")}${slash}>`;
    })
    .replace(/></g, ">\n<");

async function htmlOf(Component: ComponentType, steps: (() => void | Promise<void>)[] = []) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  const r = render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("form", {}, { timeout: 2000 }).catch(() => null);
  await act(async () => {});
  const out = [norm(r.container.innerHTML)];
  for (const step of steps) {
    await act(async () => {
      await step();
    });
    out.push(norm(r.container.innerHTML) + `\nFOCUS ${document.activeElement === document.body ? "BODY" : norm(document.activeElement?.outerHTML.slice(0, 300) ?? "")}`);
  }
  r.unmount();
  return out.join("\n=====\n");
}

async function same(a: ComponentType, b: ComponentType, steps: (() => void | Promise<void>)[] = []) {
  const [x, y] = [await htmlOf(a, steps), await htmlOf(b, steps)];
  const fs = await import("node:fs");
  const n = (globalThis as { n?: number }).n = ((globalThis as { n?: number }).n ?? 0) + 1;
  fs.writeFileSync(`/tmp/measure/cmp-old-${n}.html`, x);
  fs.writeFileSync(`/tmp/measure/cmp-new-${n}.html`, y);
  expect(y).toBe(x);
}

const builderDefaults = { ...emptyBuilderFormDefaults, businessName: "Acme", location: "Bend, OR", photos: ["/media/00000000-0000-4000-8000-000000000001"] };
const fieldErrors = { businessName: "Bad name", websiteUrl: "Bad url", description: "d", location: "l", instagram: "i", email: "e", photos: "p", videoUrl: "v", title: "t", slug: "s", excerpt: "x", body: "b", coverImage: "c" };

it("builder form, create and edit, with and without errors", async () => {
  await same(() => <OldBuilder mode={{ kind: "create", sessionId: "s1" }} defaults={builderDefaults} />, () => <BuilderForm mode={{ kind: "create", sessionId: "s1" }} defaults={builderDefaults} />);
  await same(
    () => <OldBuilder mode={{ kind: "edit", builderId: "b1" }} defaults={builderDefaults} error="Oops" fieldErrors={fieldErrors} />,
    () => <BuilderForm mode={{ kind: "edit", builderId: "b1" }} defaults={builderDefaults} error="Oops" fieldErrors={fieldErrors} />,
  );
});

it("filter panel", async () => {
  const values = new URLSearchParams("vehicleType=van&make=Ford&minPrice=10&radius=100&sortBy=price_asc&location=Bend");
  await same(() => <OldFilter action="/listings" values={values} />, () => <FilterPanel action="/listings" values={values} />);
  const errors = { vehicleType: "a", make: "b", model: "c", sortBy: "d", minPrice: "e", maxPrice: "f", location: "g", radius: "h", cursor: "i" };
  await same(
    () => <OldFilter action="/" resultsAnchor="#r" values={new URLSearchParams()} errors={errors} />,
    () => <FilterPanel action="/" resultsAnchor="#r" values={new URLSearchParams()} errors={errors} />,
  );
});

it("blog post form", async () => {
  const defaults = { title: "Hello", slug: "hello", excerpt: "Ex", body: "## Hi", coverImage: null };
  const steps = [
    () => { fireEvent.change(screen.getByLabelText("Body"), { target: { value: "**bold**" } }); },
    () => { fireEvent.change(screen.getByLabelText("Title"), { target: { value: "New title" } }); },
  ];
  await same(() => <OldBlog editingSlug={null} defaults={defaults} />, () => <BlogPostForm editingSlug={null} defaults={defaults} />, steps);
  await same(
    () => <OldBlog editingSlug="hello" defaults={{ ...defaults, coverImage: "/media/00000000-0000-4000-8000-000000000001" }} error="E" fieldErrors={fieldErrors} isSaved />,
    () => <BlogPostForm editingSlug="hello" defaults={{ ...defaults, coverImage: "/media/00000000-0000-4000-8000-000000000001" }} error="E" fieldErrors={fieldErrors} isSaved />,
  );
});

it("gallery and viewer", async () => {
  const images = ["/media/00000000-0000-4000-8000-000000000001", "/media/00000000-0000-4000-8000-000000000002"];
  const toolbar = () => within(screen.getByRole("toolbar"));
  const steps = [
    () => { const b = toolbar().getAllByRole("button")[0] as HTMLElement; b.focus(); fireEvent.keyDown(b, { key: "End" }); },
    () => { fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowRight" }); },
    () => { fireEvent.click(toolbar().getAllByRole("button")[1] as HTMLElement); },
    () => { fireEvent.click(screen.getByRole("button", { name: "Next" })); },
    () => { fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowLeft" }); },
    () => {
      const stage = screen.getByTestId("media-viewer-stage");
      fireEvent.pointerDown(stage, { isPrimary: true, pointerId: 1, clientX: 200, clientY: 10, pointerType: "touch" });
      fireEvent.pointerUp(stage, { isPrimary: true, pointerId: 1, clientX: 100, clientY: 12, pointerType: "touch" });
    },
    () => { fireEvent.click(screen.getByRole("button", { name: "Close" })); },
    () => { fireEvent.click(screen.getByRole("button", { name: /full screen/ })); },
    () => { fireEvent.keyDown(screen.getByRole("dialog"), { key: "Tab" }); },
    () => { fireEvent.click(screen.getByRole("button", { name: "Close" })); },
  ];
  await same(() => <OldGallery title="Van" images={images} videoUrl="/media/x/video" />, () => <ListingGallery title="Van" images={images} videoUrl="/media/x/video" />, steps);
  await same(() => <OldGallery title="Van" images={[]} videoUrl={null} />, () => <ListingGallery title="Van" images={[]} videoUrl={null} />);
});
