import { describe, expect, it } from "vitest";
import { postalAddressParts } from "./postal-address.ts";

const parts = (location: string) => {
  const { region, ...rest } = postalAddressParts(location);
  return { ...rest, ...(region ? { region: region.code } : {}) };
};

describe("postalAddressParts", () => {
  it.each([
    ["Bend, OR", { locality: "Bend", region: "OR", country: "US" }],
    ["Bend, Oregon", { locality: "Bend", region: "OR", country: "US" }],
    ["  Bend ,  or , USA ", { locality: "Bend", region: "OR", country: "US" }],
    ["Bend OR", { locality: "Bend", region: "OR", country: "US" }],
    ["Charleston West Virginia", { locality: "Charleston", region: "WV", country: "US" }],
    ["Vancouver, BC, Canada", { locality: "Vancouver", region: "BC", country: "CA" }],
    [
      "Squamish, British Columbia V8B 0A1",
      { locality: "Squamish", region: "BC", country: "CA", postalCode: "V8B 0A1" },
    ],
    [
      "123 Main St, Suite 4, Bend, OR 97701",
      { streetAddress: "123 Main St, Suite 4", locality: "Bend", region: "OR", country: "US", postalCode: "97701" },
    ],
    ["80202 (Denver, CO)", { locality: "Denver", region: "CO", country: "US", postalCode: "80202" }],
  ])("reads %j", (location, expected) => {
    expect(parts(location)).toEqual(expected);
  });

  it("keeps a place without a state or province as its locality, with the country when named", () => {
    expect(parts("Denver")).toEqual({ locality: "Denver" });
    expect(parts("Whistler, Canada")).toEqual({ locality: "Whistler", country: "CA" });
    expect(parts("")).toEqual({});
  });

  it("does not take a region of another country than the one named", () => {
    const address = parts("Paris, CA, Canada");
    expect(address.country).toBe("CA");
    expect(address).not.toHaveProperty("region");
  });
});
