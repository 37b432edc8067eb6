// @vitest-environment jsdom
// /developers in the browser (ADR 074): the page's data does not carry the guide's markup, so the browser hydrates the
// page without it and must keep the markup the server sent; a navigation in the site brings the markup with the data.
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { keepGuideMarkup } from "#app/components/developers/developer-guide-markup.ts";
import type { Route } from "./+types/developers";
import Developers from "./developers.tsx";

const guide = '<section id="operation-listListings"><h3>List listings</h3></section>';

const propsWith = (loaderData: { navigationHtml: string | null; canonicalUrl: string }) =>
  ({ loaderData: { ...loaderData, title: "Developers", description: "" } }) as unknown as Route.ComponentProps;

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = "";
});

it("keeps the server's markup as the browser hydrates the page without it, and takes a navigation's", async () => {
  keepGuideMarkup("http://localhost:3000/developers", guide);
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(
    <Developers {...propsWith({ navigationHtml: null, canonicalUrl: "http://localhost:3000/developers" })} />,
  );
  expect(container.innerHTML).toContain(guide);

  // The browser has no markup under the page's address: its map is the server's alone.
  const inBrowser = propsWith({ navigationHtml: null, canonicalUrl: "http://localhost:3000/browser" });
  const recovered: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Developers {...inBrowser} />, { onRecoverableError: (error) => recovered.push(error) }),
  );
  expect(recovered).toEqual([]);
  expect(container.innerHTML).toContain(guide);
  await act(async () => root.render(<Developers {...inBrowser} />));
  expect(container.innerHTML).toContain(guide);

  const navigated = '<section id="operation-getListing"></section>';
  await act(async () => root.render(<Developers {...propsWith({ navigationHtml: navigated, canonicalUrl: "x" })} />));
  expect(container.innerHTML).toContain(navigated);
  await act(async () => root.unmount());
});
