// @vitest-environment jsdom
// The infinite list's identity (docs/product/browse-and-search.md, Infinite scroll): the pages a visitor scrolled in
// stay when the same first page is loaded again (a revalidation), and a new first page starts over.
import { act, cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { type InfinitePages, useInfinitePages } from "./use-infinite-pages.ts";

afterEach(cleanup);

interface Item {
  id: string;
  name: string;
}

const page = (from: number, names = "") =>
  Array.from({ length: 3 }, (_, index) => ({ id: `id-${from + index}`, name: `${names}${from + index}` }));

let latest: InfinitePages<Item> | null = null;
function List({ firstItems }: { firstItems: Item[] }) {
  latest = useInfinitePages({
    listKey: "search",
    firstItems,
    firstCursor: "after-first",
    fetchPage: async () => ({ items: page(3), nextCursor: null }),
  });
  return null;
}

/** The loader data's first page, as a revalidation or a new search replaces it. */
let setFirstItems: (items: Item[]) => void = () => {};
function Route() {
  const [firstItems, set] = useState(page(0));
  setFirstItems = set;
  return <List firstItems={firstItems} />;
}

it("keeps the pages scrolled in when the same first page comes again, and starts over on a new one", async () => {
  const Stub = createRoutesStub([{ path: "/", Component: Route }]);
  render(<Stub />);
  await act(() => latest?.loadMore());
  expect(latest?.items.map((item) => item.id)).toEqual(["id-0", "id-1", "id-2", "id-3", "id-4", "id-5"]);

  // The same listings, loaded again (a new array, a price changed): the list keeps its pages, first page refreshed.
  act(() => setFirstItems(page(0, "new ")));
  expect(latest?.items.map((item) => item.name)).toEqual(["new 0", "new 1", "new 2", "3", "4", "5"]);

  // Another first page: a new list.
  act(() => setFirstItems(page(10)));
  expect(latest?.items.map((item) => item.id)).toEqual(["id-10", "id-11", "id-12"]);
});
