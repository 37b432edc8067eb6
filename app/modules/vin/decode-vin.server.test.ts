import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVinDecoder, type VinDecoder } from "./decode-vin.server.ts";
import { expectedCheckDigit } from "./vin.ts";

let dataDir: string;
let decoder: VinDecoder;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "roamstead-vin-"));
  decoder = createVinDecoder({ dataDir });
  await decoder.warmUp(); // unpacks the database: once for the file, not within a test's time
});

afterAll(async () => {
  await decoder.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A made-up VIN with its check digit set, so it passes `vinProblem`. */
function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${expectedCheckDigit(vin)}${vin.slice(9)}`;
}

describe("decoding a VIN", () => {
  it("gives what vPIC knows of a van", async () => {
    expect(await decoder.decode("WD3PE8CC4E5812345")).toEqual({
      found: true,
      make: "Mercedes-Benz",
      model: "Sprinter",
      modelYear: 2014,
      bodyClass: "Cargo Van",
      fuel: "Diesel",
      gvwr: "Class 2G: 8,001 - 9,000 lb (3,629 - 4,082 kg)",
    });
  });

  it("gives what vPIC knows of a car", async () => {
    expect(await decoder.decode("1HGCM82633A004352")).toMatchObject({
      found: true,
      make: "Honda",
      model: "Accord",
      modelYear: 2003,
    });
  });

  it("names a motorhome chassis as vPIC does, not by a coarser body style", async () => {
    expect(await decoder.decode("4UZAAHDC55CW12345")).toMatchObject({
      make: "Freightliner",
      model: "XC Chassis",
      modelYear: 2005,
      bodyClass: "Incomplete - Motor Home Chassis",
    });
  });

  it("does not know a VIN whose manufacturer code vPIC does not list", async () => {
    expect(await decoder.decode(withCheckDigit("9ZZAAAAA0AB123456"))).toEqual({ found: false });
  });

  it("gives a model only when the model's pattern fits the VIN's serial characters", async () => {
    // Fleetwood's folding trailers: "Sun Valley" has 8 and 0 in positions 12 and 13.
    expect(await decoder.decode(withCheckDigit("1EBBMMZV0K080C1Y3"))).toMatchObject({ model: "Sun Valley" });
    expect(await decoder.decode(withCheckDigit("1EBBMMZV0K008C1Y3"))).toEqual({
      found: true,
      make: "Fleetwood Folding Trailers",
    });
  });

  it("reads a trailer's model year from the patterns that fit it, not by a rule only light vehicles follow", async () => {
    // The seventh character is a digit, which on a car would mean 1980–2009; this maker's data starts in 2010.
    expect(await decoder.decode(withCheckDigit("5DY1111L0JA123456"))).toEqual({
      found: true,
      make: "Triple-L",
      model: "Triple-L",
      modelYear: 2018,
      bodyClass: "Trailer",
    });
  });

  it("leaves the make out when the manufacturer code has several and no pattern fits", async () => {
    // SBV is shared by Kenworth and Peterbilt.
    expect(await decoder.decode(withCheckDigit("SBVXUVAZ0WRPPL3VD"))).toEqual({ found: false });
  });

  it("answers two VINs asked at once, each its own", async () => {
    const [ford, chevrolet] = await Promise.all([
      decoder.decode("1FDXE45S28DA12345"),
      decoder.decode("1GBJ6C1C97F412345"),
    ]);
    expect(ford).toMatchObject({ make: "Ford", model: "E-450", modelYear: 2008 });
    expect(chevrolet).toMatchObject({ make: "Chevrolet", model: "C6", modelYear: 2007 });
  });

  it("answers a VIN asked again from memory", async () => {
    const first = await decoder.decode("1HGCM82633A004352");
    expect(await decoder.decode("1HGCM82633A004352")).toBe(first);
  });

  it("takes the year the listing states among those a VIN's tenth character can mean, when it fits", async () => {
    // 'R' is 1994 or 2024; this chassis code is an E-450 of 1994 in NHTSA's data, not of 2024.
    const vin = withCheckDigit("1FDXE4FS0RC177044");
    expect(await decoder.decode(vin, 1994)).toMatchObject({ make: "Ford", modelYear: 1994 });
    expect(await decoder.decode(vin, 2024)).toMatchObject({ make: "Ford", modelYear: 1994 });
    // 'G' is 1986 or 2016: the 2016 E-450 cutaway, whose patterns describe it best.
    expect(await decoder.decode("1FDXE4FS8GV818517")).toMatchObject({ model: "E-450", modelYear: 2016 });
  });

  it("refuses at once what a flood of questions leaves waiting, and answers again afterwards", async () => {
    const flood = Array.from({ length: 300 }, (_, index) =>
      decoder.decode(withCheckDigit(`1FTYR2XM0G5${String(100_000 + index)}`)),
    );
    const outcomes = await Promise.allSettled(flood);
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThan(0);
    expect(await decoder.decode("WD3PE8CC4E5812345")).toMatchObject({ model: "Sprinter" });
  });

  it("starts a new worker after the last one ended", async () => {
    await decoder.close();
    expect(await decoder.decode("1FDXE45S28DA12345")).toMatchObject({ make: "Ford" });
  });
});

describe("the vPIC database", () => {
  it("is unpacked into DATA_DIR once, then reused", async () => {
    const folder = path.join(dataDir, "vpic");
    expect(await readdir(folder)).toEqual(["vpic-2.0.1.db"]);
    const unpacked = await stat(path.join(folder, "vpic-2.0.1.db"));

    const another = createVinDecoder({ dataDir });
    try {
      expect(await another.decode("WD3PE8CC4E5812345")).toMatchObject({ model: "Sprinter" });
    } finally {
      await another.close();
    }
    const reused = await stat(path.join(folder, "vpic-2.0.1.db"));
    expect([reused.ino, reused.mtimeMs]).toEqual([unpacked.ino, unpacked.mtimeMs]);
    expect(await readdir(folder)).toEqual(["vpic-2.0.1.db"]); // no partial file, no -wal or -shm beside it
  });
});
