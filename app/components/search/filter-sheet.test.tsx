// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { SearchParamName } from "#app/modules/search/search-params.ts";
import { inLocale } from "#app/test/translator.tsx";
import { FilterSheet } from "./filter-sheet.tsx";

afterEach(cleanup);

// A Record, so that a parameter added to SearchParamName without a place here fails the typecheck.
const everyParameter: Record<SearchParamName, true> = {
  vehicleType: true,
  make: true,
  model: true,
  minPrice: true,
  maxPrice: true,
  currency: true,
  location: true,
  radius: true,
  sortBy: true,
  bbox: true,
  cursor: true,
  sleeps_min: true,
  length_max: true,
  height_min: true,
  drivetrain: true,
  transmission: true,
  fuel: true,
  solar_min: true,
  battery_min: true,
  water_min: true,
  toilet: true,
  shower: true,
  heater: true,
  offgrid_min: true,
  feature: true,
  include_unstated: true,
  reduced: true,
  title: true,
  no_lien: true,
  inspected: true,
  pending: true,
};

it("shows the message of every search parameter the server refused, so no 400 page is left without a reason", async () => {
  const names = Object.keys(everyParameter) as SearchParamName[];
  const errors = Object.fromEntries(names.map((name) => [name, `The ${name} value is not understood.`]));
  const Stub = createRoutesStub([
    {
      path: "/listings",
      Component: () => (
        <FilterSheet
          values={new URLSearchParams()}
          errors={errors}
          count={null}
          featureCounts={[]}
          isOpen={false}
          onClose={() => {}}
          opener={createRef()}
        />
      ),
    },
  ]);
  render(inLocale(<Stub initialEntries={["/listings"]} />));
  for (const name of names) expect(await screen.findByText(`The ${name} value is not understood.`)).toBeDefined();
});
