// The VIN decoder's worker thread (docs/product/vin-and-paperwork.md): answers one question per message from the
// vPIC database. Node runs this module as it is, with only what it imports, never the bundled server.
import { parentPort, workerData } from "node:worker_threads";
import type { VinDecode } from "#app/db/vin-decode.ts";
import { openVpicLookup, type VpicLookup } from "./vpic-lookup.server.ts";

export interface VinDecoderWorkerData {
  /** DATA_DIR: the database is unpacked into its `vpic` folder. */
  dataDir: string;
}

export interface VinDecoderQuestion {
  id: number;
  /** Absent: only get ready. */
  vin?: string;
  /** The model year the listing states: of the years the VIN's tenth character can mean, the one to prefer. */
  yearHint?: number;
}

export type VinDecoderReply = { id: number; answer?: VinDecode } | { id: number; failure: string };

const { dataDir } = workerData as VinDecoderWorkerData;
let opening: Promise<VpicLookup> | undefined;
const lookup = () =>
  (opening ??= openVpicLookup(dataDir).catch((error: unknown) => {
    opening = undefined; // the next question tries again, e.g. once the disk has room
    throw error;
  }));

parentPort?.on("message", async ({ id, vin, yearHint }: VinDecoderQuestion) => {
  try {
    const opened = await lookup();
    const answer = vin === undefined ? undefined : await opened.decode(vin, yearHint);
    parentPort?.postMessage({ id, answer } satisfies VinDecoderReply);
  } catch (error) {
    parentPort?.postMessage({
      id,
      failure: error instanceof Error ? error.message : String(error),
    } satisfies VinDecoderReply);
  }
});
