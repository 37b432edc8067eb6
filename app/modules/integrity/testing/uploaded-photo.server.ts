// A photo as the integrity check sees it once uploaded, for the photo checks' test and bench (bench/photo-hash.ts).
import { readPhotoPlanes } from "#app/modules/media/hash-photo.server.ts";
import { cropProbes, type PhotoHash } from "#app/modules/media/perceptual-hash.ts";
import { makeWebpVariants } from "#app/modules/media/process-image.server.ts";

/**
 * The hash the upload stores, and the crops the check tries, read from the stored 480 px variant (WebP at the
 * upload's quality; effort 0 rather than 4 only makes it quicker).
 */
export async function uploadedPhoto(photo: Buffer): Promise<{ hash: PhotoHash; probes: PhotoHash[] }> {
  const { hash, variants } = await makeWebpVariants(photo, { effort: 0 });
  const smallest = variants[0];
  if (!smallest || !hash) throw new Error("a drawn camper has a variant and a hash");
  return { hash, probes: cropProbes(await readPhotoPlanes({ bytes: smallest.bytes })) };
}
