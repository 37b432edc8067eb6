import { makeWebpVariants, type ProcessedImage } from "#app/modules/media/process-image.server.ts";
import { type DemoPhotoSpec, demoSceneSvg } from "./demo-scene-svg.ts";

/**
 * Renders a demo listing photo (1280×960, 4:3) through the same pipeline as an uploaded photo: WebP
 * variants at 480, 960 and 1280 px (the "1920" variant; nothing is upscaled), ~7, 16 and 22 KB.
 * Effort 2 rather than uploads' 4: flat illustrations lose little, and the first start draws 56 of them.
 */
export async function drawDemoPhoto(spec: DemoPhotoSpec): Promise<ProcessedImage> {
  return makeWebpVariants(Buffer.from(demoSceneSvg(spec)), { effort: 2 });
}
