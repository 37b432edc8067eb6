import sharp from "sharp";
import { type DemoPhotoSpec, demoSceneSvg } from "./demo-scene-svg.ts";

/** Quality 75 keeps a 1280×960 illustration near 25 KB; effort 2 encodes twice as fast as 4 for ~5% more bytes. */
const webpOptions = { quality: 75, effort: 2 } as const;

/** Renders a demo listing photo (1280×960, 4:3) to WebP. */
export async function drawDemoPhoto(spec: DemoPhotoSpec): Promise<Buffer> {
  return sharp(Buffer.from(demoSceneSvg(spec)))
    .webp(webpOptions)
    .toBuffer();
}
