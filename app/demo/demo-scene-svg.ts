// A stylised "listing photo" as SVG: sky, sun, a landscape in layers that fade into haze, a road,
// and the vehicle parked on it. Everything derives from the spec, so a photo is reproducible.
import type { DemoSilhouette } from "./catalog.ts";
import { mix, shade } from "./color.ts";
import { drawVehicle, type VehicleLook } from "./demo-vehicle-svg.ts";
import { createRandom, type Random } from "./random.ts";

export const demoLandscapes = ["mountains", "forest", "desert", "coast"] as const;
export type DemoLandscape = (typeof demoLandscapes)[number];

export const demoTimesOfDay = ["morning", "midday", "golden", "dusk"] as const;
export type DemoTimeOfDay = (typeof demoTimesOfDay)[number];

export interface DemoPhotoSpec {
  silhouette: DemoSilhouette;
  look: VehicleLook;
  landscape: DemoLandscape;
  timeOfDay: DemoTimeOfDay;
  isFacingLeft: boolean;
  /** 1 fills about two thirds of the frame's width with the vehicle. */
  zoom: number;
  /** Lays out ridges, trees and clouds. */
  seed: number;
}

export const demoPhotoSize = { width: 1280, height: 960 } as const;
const { width: W, height: H } = demoPhotoSize;
const horizon = 600;

interface Light {
  sky: readonly [string, string, string];
  sun: string;
  sunHeight: number;
  cloud: string;
  /** Sunlight colour and how much of it tints the land. */
  tint: string;
  tintAmount: number;
  brightness: number;
}

const lights: Record<DemoTimeOfDay, Light> = {
  morning: {
    sky: ["#7fb4dc", "#bad7ea", "#f3dcc2"],
    sun: "#fff3d6",
    sunHeight: 360,
    cloud: "#fdf6ee",
    tint: "#ffe9cc",
    tintAmount: 0.06,
    brightness: 1,
  },
  midday: {
    sky: ["#3a84c7", "#79b3e0", "#cde5f4"],
    sun: "#fffbea",
    sunHeight: 120,
    cloud: "#ffffff",
    tint: "#ffffff",
    tintAmount: 0,
    brightness: 1.03,
  },
  golden: {
    sky: ["#5a7db3", "#e6a56c", "#f7d49a"],
    sun: "#ffe0a0",
    sunHeight: 430,
    cloud: "#fbd9b6",
    tint: "#ffb066",
    tintAmount: 0.14,
    brightness: 0.93,
  },
  dusk: {
    sky: ["#262d5c", "#8a587c", "#ec9862"],
    sun: "#ffcc8a",
    sunHeight: 545,
    cloud: "#d69a9c",
    tint: "#ff8f5a",
    tintAmount: 0.16,
    brightness: 0.64,
  },
};

interface Palette {
  far: string;
  mid: string;
  ground: string;
  road: string;
  plant: string;
}

const palettes: Record<DemoLandscape, Palette> = {
  mountains: { far: "#5d6a7c", mid: "#3f6549", ground: "#7f9c5c", road: "#b3a68e", plant: "#2e5239" },
  forest: { far: "#4f7a6a", mid: "#2f5a3d", ground: "#6e8f4f", road: "#a99a80", plant: "#264a31" },
  desert: { far: "#b8643a", mid: "#c98a56", ground: "#d9b486", road: "#c7a274", plant: "#5d7b4a" },
  coast: { far: "#5c7a64", mid: "#3f7ea6", ground: "#e3cfa2", road: "#cdbb94", plant: "#6f8a4e" },
};

const f = (value: number) => Math.round(value * 10) / 10;
const polygon = (points: readonly (readonly [number, number])[], fill: string) =>
  `<path d="M${points.map(([x, y]) => `${f(x)},${f(y)}`).join(" L")} Z" fill="${fill}"/>`;

type Point = [number, number];

/** A skyline from smooth waves plus jitter, left to right across the frame. */
function ridge(rng: Random, baseY: number, amplitude: number, roughness = 0.15): Point[] {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    phase: rng.next() * 6.28,
    length: 900 / (i + 1) ** 1.6,
    weight: 1 / (i + 1),
  }));
  const points: Point[] = [];
  for (let x = 0; x <= W; x += 32) {
    const wave = waves.reduce((sum, w) => sum + Math.sin(x / w.length + w.phase) * w.weight, 0) / 1.8;
    points.push([x, baseY - amplitude * wave - amplitude * roughness * rng.next()]);
  }
  return points;
}

/** The land under a skyline, filled down to the bottom of the frame. */
const land = (skyline: readonly Point[], color: string) =>
  polygon([[(skyline[0] as Point)[0], H], ...skyline, [(skyline.at(-1) as Point)[0], H]], color);

/** The skyline's height at x, for standing trees on it. */
function heightAt(skyline: readonly Point[], x: number): number {
  const after = skyline.findIndex(([px]) => px >= x);
  if (after <= 0) return (skyline[after === 0 ? 0 : skyline.length - 1] as Point)[1];
  const [x0, y0] = skyline[after - 1] as Point;
  const [x1, y1] = skyline[after] as Point;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

function mountainRange(rng: Random, color: string, snow: string): string {
  const count = rng.int(4, 6);
  const outline: Point[] = [[-40, horizon]];
  let svg = "";
  const caps: string[] = [];
  for (let i = 0; i < count; i++) {
    const peakX = ((i + 0.3 + rng.next() * 0.4) / count) * (W + 80) - 40;
    const peakY = rng.int(250, 420);
    const valleyY = rng.int(440, 520);
    const valleyX = ((i + 1) / count) * (W + 80) - 40;
    const previous = outline.at(-1) as Point;
    outline.push([(previous[0] + peakX) / 2, (previous[1] + peakY) / 2 + rng.int(-18, 18)], [peakX, peakY]);
    outline.push([(peakX + valleyX) / 2, (peakY + valleyY) / 2 + rng.int(-18, 18)], [valleyX, valleyY]);
    if (peakY < 380) {
      const depth = rng.int(40, 70);
      const leftX = peakX - (peakX - previous[0]) * (depth / (previous[1] - peakY));
      const rightX = peakX + (valleyX - peakX) * (depth / (valleyY - peakY));
      const bottomY = peakY + depth;
      caps.push(
        polygon(
          [
            [peakX, peakY],
            [rightX, bottomY],
            [peakX + (rightX - peakX) * 0.45, bottomY - depth * 0.35],
            [peakX + (rightX - peakX) * 0.1, bottomY],
            [peakX - (peakX - leftX) * 0.4, bottomY - depth * 0.4],
            [leftX, bottomY],
          ],
          snow,
        ),
      );
    }
  }
  outline.push([W + 40, horizon]);
  svg += polygon(outline, color);
  return svg + caps.join("");
}

function conifer(x: number, baseY: number, height: number, color: string): string {
  const w = height * 0.42;
  return polygon(
    [
      [x, baseY - height],
      [x + w * 0.3, baseY - height * 0.62],
      [x + w * 0.18, baseY - height * 0.6],
      [x + w * 0.5, baseY - height * 0.12],
      [x + w * 0.08, baseY - height * 0.12],
      [x + w * 0.08, baseY],
      [x - w * 0.08, baseY],
      [x - w * 0.08, baseY - height * 0.12],
      [x - w * 0.5, baseY - height * 0.12],
      [x - w * 0.18, baseY - height * 0.6],
      [x - w * 0.3, baseY - height * 0.62],
    ],
    color,
  );
}

function treeLine(
  rng: Random,
  skyline: readonly Point[],
  height: readonly [number, number],
  spacing: number,
  color: string,
): string {
  const from = (skyline[0] as Point)[0];
  const to = (skyline.at(-1) as Point)[0];
  let svg = "";
  for (let x = from + spacing / 2; x < to; x += spacing * rng.between(0.6, 1.3)) {
    svg += conifer(
      x,
      heightAt(skyline, x) + 6,
      rng.between(height[0], height[1]),
      shade(color, rng.between(0.85, 1.12)),
    );
  }
  return svg;
}

function mesas(rng: Random, color: string): string {
  let svg = "";
  let x = rng.int(-200, 0);
  while (x < W) {
    const width = rng.int(180, 420);
    const top = rng.int(400, 500);
    const slope = rng.int(30, 70);
    svg += polygon(
      [
        [x, horizon],
        [x + slope * 0.6, top + 40],
        [x + slope, top + 8],
        [x + slope + 10, top],
        [x + width - slope - 10, top],
        [x + width - slope, top + 10],
        [x + width - slope * 0.5, top + 46],
        [x + width, horizon],
      ],
      shade(color, rng.between(0.9, 1.08)),
    );
    svg += `<rect x="${x + slope + 10}" y="${top + 22}" width="${width - 2 * slope - 20}" height="5" fill="${shade(color, 0.85)}"/>`;
    x += width + rng.int(60, 320);
  }
  return svg;
}

function saguaro(x: number, baseY: number, height: number, color: string): string {
  const t = height * 0.12;
  const stroke = (d: string, width: number) =>
    `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-linecap="round" fill="none"/>`;
  return (
    stroke(`M${x},${baseY} L${x},${baseY - height}`, t) +
    stroke(
      `M${x},${baseY - height * 0.42} L${x - height * 0.24},${baseY - height * 0.42} L${x - height * 0.24},${baseY - height * 0.72}`,
      t * 0.75,
    ) +
    stroke(
      `M${x},${baseY - height * 0.55} L${x + height * 0.2},${baseY - height * 0.55} L${x + height * 0.2},${baseY - height * 0.8}`,
      t * 0.7,
    )
  );
}

function clouds(rng: Random, count: number, color: string): string {
  let svg = "";
  for (let i = 0; i < count; i++) {
    const cx = rng.int(60, W - 60);
    const cy = rng.int(90, 330);
    const size = rng.int(40, 90);
    let puffs = `<ellipse cx="${cx}" cy="${cy}" rx="${size * 2.2}" ry="${size * 0.45}"/>`;
    for (let p = 0; p < 4; p++) {
      puffs += `<circle cx="${cx + (p - 1.5) * size * 0.8 + rng.int(-10, 10)}" cy="${cy - size * rng.between(0.2, 0.6)}" r="${size * rng.between(0.45, 0.8)}"/>`;
    }
    svg += `<g fill="${color}" opacity="${rng.between(0.6, 0.9).toFixed(2)}">${puffs}</g>`;
  }
  return svg;
}

function grassTufts(rng: Random, fromY: number, toY: number, color: string, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, W);
    const y = rng.int(fromY, toY);
    const h = 8 + ((y - fromY) / (toY - fromY)) * 22;
    d += `M${x},${y} l-5,${-h} M${x},${y} l1,${-h * 1.2} M${x},${y} l6,${-h * 0.9} `;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;
}

type Lighting = (color: string) => string;

/** Colours as the time of day lights them: tinted by the sun's colour, dimmed towards dusk. */
const lightingFor =
  (light: Light): Lighting =>
  (color) =>
    shade(mix(color, light.tint, light.tintAmount), light.brightness);

function landscapeLayers(rng: Random, spec: DemoPhotoSpec, lit: Lighting, haze: string): string {
  const palette = palettes[spec.landscape];
  const far = mix(lit(palette.far), haze, 0.5);
  const mid = mix(lit(palette.mid), haze, 0.22);
  switch (spec.landscape) {
    case "mountains": {
      const hills = ridge(rng, 540, 40);
      return (
        mountainRange(rng, far, mix("#ffffff", haze, 0.25)) +
        land(hills, mid) +
        treeLine(rng, hills, [26, 60], 16, mix(lit(palette.plant), haze, 0.18))
      );
    }
    case "forest": {
      const back = ridge(rng, 470, 70);
      const front = ridge(rng, 560, 30);
      return (
        land(back, far) +
        treeLine(rng, back, [30, 60], 18, mix(lit(palette.plant), haze, 0.42)) +
        land(front, mid) +
        treeLine(rng, front, [60, 120], 22, mix(lit(palette.plant), haze, 0.12))
      );
    }
    case "desert":
      return mesas(rng, far) + land(ridge(rng, 585, 22, 0.05), mix(lit(palette.mid), haze, 0.2));
    case "coast": {
      // A wooded headland running down to the sea from one side of the frame.
      const reach = rng.int(380, 560);
      const skyline: Point[] = [];
      for (let i = 0; i <= 12; i++)
        skyline.push([(i / 12) * reach, 430 + (horizon - 430) * (i / 12) ** 1.8 + rng.int(-8, 8)]);
      const headland = rng.chance(0.5) ? skyline : skyline.map(([x, y]): Point => [W - x, y]).reverse();
      const sea = lit(palette.mid);
      const waves = Array.from(
        { length: 14 },
        () =>
          `<rect x="${rng.int(0, W)}" y="${rng.int(horizon + 8, horizon + 80)}" width="${rng.int(30, 120)}" height="3" rx="1.5" fill="#ffffff" opacity="0.35"/>`,
      ).join("");
      return (
        `<rect x="0" y="${horizon}" width="${W}" height="100" fill="${mix(sea, haze, 0.25)}"/>` +
        `<rect x="0" y="${horizon}" width="${W}" height="3" fill="${mix(sea, "#ffffff", 0.3)}"/>` +
        waves +
        polygon(
          [...headland, [(headland.at(-1) as Point)[0], horizon + 2], [(headland[0] as Point)[0], horizon + 2]],
          far,
        ) +
        treeLine(rng, headland, [18, 34], 26, mix(lit("#2f5a3d"), haze, 0.35)) +
        land(ridge(rng, horizon + 95, 14, 0.05), lit("#d8c497"))
      );
    }
  }
}

/** Plants between the landscape and the road: behind the vehicle. */
function roadside(rng: Random, spec: DemoPhotoSpec, lit: Lighting, roadTop: number): string {
  if (spec.landscape !== "desert") return "";
  const plant = lit(palettes.desert.plant);
  let shrubs = "";
  for (let i = 0; i < 12; i++) {
    shrubs += `<ellipse cx="${rng.int(0, W)}" cy="${rng.int(615, roadTop - 8)}" rx="${rng.int(10, 28)}" ry="${rng.int(6, 13)}" fill="${shade(plant, rng.between(0.8, 1.2))}"/>`;
  }
  return shrubs;
}

/** Plants in front of the road, drawn over the vehicle's edges for depth. */
function foreground(rng: Random, spec: DemoPhotoSpec, lit: Lighting, roadBottom: number): string {
  const plant = lit(palettes[spec.landscape].plant);
  const nearEdge = () => (rng.chance(0.5) ? rng.int(-40, 110) : rng.int(W - 110, W + 40));
  switch (spec.landscape) {
    case "desert": {
      let shrubs = "";
      for (let i = 0; i < 6; i++) {
        shrubs += `<ellipse cx="${rng.int(0, W)}" cy="${rng.int(roadBottom + 20, H)}" rx="${rng.int(24, 46)}" ry="${rng.int(12, 22)}" fill="${shade(plant, rng.between(0.8, 1.2))}"/>`;
      }
      return (
        shrubs + (rng.chance(0.7) ? saguaro(nearEdge(), rng.int(910, 950), rng.int(260, 360), shade(plant, 0.9)) : "")
      );
    }
    case "forest":
    case "mountains":
      return (
        grassTufts(rng, roadBottom + 10, H, shade(plant, 1.2), 90) +
        (rng.chance(0.6) ? conifer(nearEdge(), H + 20, rng.int(520, 700), shade(plant, 0.8)) : "")
      );
    case "coast":
      return grassTufts(rng, roadBottom + 10, H, plant, 70);
  }
}

export function demoSceneSvg(spec: DemoPhotoSpec): string {
  const rng = createRandom(spec.seed);
  const light = lights[spec.timeOfDay];
  const haze = light.sky[2];
  const lit = lightingFor(light);
  const palette = palettes[spec.landscape];

  const groundY = rng.int(790, 830);
  const roadTop = groundY - 48;
  const roadBottom = groundY + 26;
  const sunX = rng.int(140, W - 140);

  const look: VehicleLook = { ...spec.look, body: lit(spec.look.body), accent: lit(spec.look.accent) };
  const vehicle = drawVehicle(spec.silhouette, look);
  const span = vehicle.right - vehicle.left;
  // Short vehicles stay short instead of being blown up to fill the frame.
  const scale = Math.min((860 * spec.zoom) / span, 1.08);
  const center = W / 2 + rng.int(-80, 80) * (1.1 - spec.zoom);
  const mid = (vehicle.left + vehicle.right) / 2;
  const placement = spec.isFacingLeft
    ? `translate(${f(center + mid * scale)},${groundY}) scale(-${scale.toFixed(4)},${scale.toFixed(4)})`
    : `translate(${f(center - mid * scale)},${groundY}) scale(${scale.toFixed(4)})`;

  const stars =
    spec.timeOfDay === "dusk"
      ? Array.from(
          { length: 40 },
          () =>
            `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, 260)}" r="${rng.between(0.8, 2).toFixed(1)}" fill="#fff" opacity="${rng.between(0.4, 0.9).toFixed(2)}"/>`,
        ).join("")
      : "";
  const cloudCount = { morning: 3, midday: 4, golden: 3, dusk: 2 }[spec.timeOfDay];

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    "<defs>",
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.sky[0]}"/><stop offset="0.6" stop-color="${light.sky[1]}"/><stop offset="1" stop-color="${light.sky[2]}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${light.sun}" stop-opacity="0.9"/><stop offset="0.25" stop-color="${light.sun}" stop-opacity="0.35"/><stop offset="1" stop-color="${light.sun}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix("#1f2b38", light.sky[0], 0.25)}"/><stop offset="0.45" stop-color="${mix("#5a7088", light.sky[1], 0.3)}"/><stop offset="0.55" stop-color="#263341"/><stop offset="1" stop-color="#1b242e"/></linearGradient>`,
    `<linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(lit(palette.ground), haze, 0.25)}"/><stop offset="1" stop-color="${shade(lit(palette.ground), 0.82)}"/></linearGradient>`,
    "</defs>",
    `<rect width="${W}" height="${horizon + 40}" fill="url(#sky)"/>`,
    stars,
    `<circle cx="${sunX}" cy="${light.sunHeight}" r="260" fill="url(#glow)"/>`,
    `<circle cx="${sunX}" cy="${light.sunHeight}" r="${spec.timeOfDay === "dusk" ? 54 : 40}" fill="${light.sun}"/>`,
    clouds(rng, cloudCount, light.cloud),
    `<rect x="0" y="${horizon - 10}" width="${W}" height="${H - horizon + 10}" fill="url(#ground)"/>`,
    landscapeLayers(rng, spec, lit, haze),
    roadside(rng, spec, lit, roadTop),
    `<rect x="0" y="${roadTop}" width="${W}" height="${roadBottom - roadTop}" fill="${lit(palette.road)}"/>`,
    `<rect x="0" y="${roadTop}" width="${W}" height="5" fill="${shade(lit(palette.road), 1.12)}"/>`,
    `<rect x="0" y="${roadBottom - 4}" width="${W}" height="4" fill="${shade(lit(palette.road), 0.85)}"/>`,
    `<ellipse cx="${center}" cy="${groundY + 4}" rx="${f((span * scale) / 2)}" ry="18" fill="#000" opacity="0.3"/>`,
    `<g transform="${placement}">${vehicle.svg}</g>`,
    foreground(rng, spec, lit, roadBottom),
    "</svg>",
  ].join("");
}
