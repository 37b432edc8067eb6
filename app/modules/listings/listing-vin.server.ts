import type { VinDecode } from "#app/db/vin-decode.ts";
import { sharedVinDecoder } from "#app/modules/vin/decode-vin.server.ts";

/**
 * What a listing's VIN decodes to (of the model years its tenth character can mean, the stated one when it fits), stored with it (docs/product/vin-and-paperwork.md): null without a VIN, and null when
 * the decoder cannot answer just now, so a listing is never refused for want of a decode (the decoder logs why).
 */
export async function decodeListingVin(vin: string | null, statedYear?: number | null): Promise<VinDecode | null> {
  if (vin === null) return null;
  try {
    return await sharedVinDecoder().decode(vin, statedYear);
  } catch {
    return null;
  }
}
