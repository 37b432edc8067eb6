// Side-view vehicle illustrations in SVG. Each is drawn facing right, with the rear at x = 0 and the
// tyres standing on y = 0; the scene scales, mirrors and places it. Fills `url(#glass)` and
// `url(#sheen)` come from the scene's <defs>.
import type { DemoSilhouette } from "./catalog.ts";
import { mix, shade } from "./color.ts";

export interface VehicleLook {
  body: string;
  accent: string;
  /** Seen on the roof and some panels; a seller's choice, so part of the look. */
  hasSolar: boolean;
  /** Rooftop tents are photographed both pitched and packed away. */
  isTentOpen: boolean;
}

export interface VehicleDrawing {
  svg: string;
  /** Horizontal extent in local units, including ladders and tents that overhang the body. */
  left: number;
  right: number;
}

const tyre = "#1e1f21";
const trim = "#2b2d30";

const wheel = (cx: number, r: number, rim = "#b7bbc0") =>
  `<circle cx="${cx}" cy="${-r}" r="${r}" fill="${tyre}"/>` +
  `<circle cx="${cx}" cy="${-r}" r="${r * 0.82}" fill="none" stroke="#34363a" stroke-width="${r * 0.1}"/>` +
  `<circle cx="${cx}" cy="${-r}" r="${r * 0.5}" fill="${rim}"/>` +
  `<circle cx="${cx}" cy="${-r}" r="${r * 0.36}" fill="${shade(rim, 0.8)}"/>` +
  `<circle cx="${cx}" cy="${-r}" r="${r * 0.13}" fill="${shade(rim, 1.15)}"/>`;

/** The dark hollow of the wheel well that the tyre sits in. */
const wheelWell = (cx: number, r: number, bottom: number) =>
  `<path d="M${cx - r * 1.18},${bottom} A${r * 1.18},${r * 1.18} 0 0 1 ${cx + r * 1.18},${bottom} Z" fill="#17181a"/>`;

const glass = (x: number, y: number, width: number, height: number, radius = 8) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="url(#glass)"/>`;

/** The same outline again with a top-lit gradient, so flat paint reads as a rounded panel. */
const painted = (d: string, color: string) => `<path d="${d}" fill="${color}"/><path d="${d}" fill="url(#sheen)"/>`;

const solarPanels = (from: number, to: number, top: number) => {
  const count = Math.max(1, Math.floor((to - from) / 150));
  const width = (to - from - (count - 1) * 10) / count;
  let svg = `<rect x="${from - 6}" y="${top + 12}" width="${to - from + 12}" height="6" fill="${trim}"/>`;
  for (let i = 0; i < count; i++) {
    svg += `<rect x="${from + i * (width + 10)}" y="${top}" width="${width}" height="12" fill="#233043"/>`;
  }
  return svg;
};

const ladder = (x: number, top: number, bottom: number) => {
  let svg = `<rect x="${x}" y="${top}" width="5" height="${bottom - top}" fill="${trim}"/><rect x="${x + 14}" y="${top}" width="5" height="${bottom - top}" fill="${trim}"/>`;
  for (let y = top + 20; y < bottom; y += 32) svg += `<rect x="${x}" y="${y}" width="19" height="4" fill="${trim}"/>`;
  return svg;
};

const lights = (rearX: number, frontX: number, tailY: number, headY: number) =>
  `<rect x="${rearX}" y="${tailY}" width="9" height="46" rx="3" fill="#b3261e"/>` +
  `<rect x="${frontX - 16}" y="${headY}" width="16" height="20" rx="4" fill="#fff4cf"/>`;

function drawVan(look: VehicleLook): VehicleDrawing {
  const body =
    "M0,-50 L0,-312 Q0,-332 20,-332 L498,-332 Q520,-332 531,-314 L584,-218 Q591,-205 607,-200 L668,-180 Q690,-172 691,-150 L693,-72 Q693,-50 672,-50 Z";
  return {
    left: -14,
    right: 705,
    svg: [
      painted(body, look.body),
      `<rect x="0" y="-98" width="693" height="48" fill="${shade(look.body, 0.82)}"/>`,
      `<rect x="0" y="-104" width="693" height="6" fill="${look.accent}"/>`,
      wheelWell(135, 52, -50),
      wheelWell(562, 52, -50),
      glass(470, -300, 52, 84, 6),
      `<path d="M528,-300 L572,-222 L522,-216 Z" fill="url(#glass)"/>`,
      glass(290, -292, 130, 56, 10),
      `<path d="M282,-318 L282,-62 M448,-318 L448,-62 M462,-318 L462,-62" stroke="${shade(look.body, 0.72)}" stroke-width="3"/>`,
      `<rect x="578" y="-246" width="16" height="30" rx="4" fill="${trim}"/>`,
      `<rect x="-8" y="-86" width="22" height="38" rx="4" fill="${trim}"/><rect x="668" y="-92" width="34" height="44" rx="6" fill="${trim}"/>`,
      lights(0, 690, -230, -170),
      ladder(-14, -326, -92),
      look.hasSolar
        ? solarPanels(40, 470, -352)
        : `<rect x="60" y="-344" width="400" height="12" rx="3" fill="${trim}"/>`,
      `<rect x="120" y="-326" width="330" height="12" rx="6" fill="#9a9ea3"/>`,
      wheel(135, 52),
      wheel(562, 52),
    ].join(""),
  };
}

function drawBus(look: VehicleLook, isShort: boolean): VehicleDrawing {
  const boxEnd = isShort ? 430 : 750;
  const windowCount = isShort ? 4 : 8;
  const rear = isShort ? 130 : 255;
  const front = boxEnd + 62;
  const box = `M0,-62 L0,-322 Q0,-346 24,-346 L${boxEnd - 24},-346 Q${boxEnd},-346 ${boxEnd + 2},-322 L${boxEnd + 4},-62 Z`;
  const hood = `M${boxEnd},-214 L${boxEnd + 104},-200 Q${boxEnd + 126},-196 ${boxEnd + 128},-172 L${boxEnd + 130},-74 Q${boxEnd + 130},-62 ${boxEnd + 116},-62 L${boxEnd},-62 Z`;
  const windowWidth = (boxEnd - 150) / windowCount - 14;
  let windows = "";
  for (let i = 0; i < windowCount; i++) {
    const x = 40 + i * (windowWidth + 14);
    // Converted buses often have some windows skinned over for insulation.
    windows +=
      i % 3 === 1
        ? `<rect x="${x}" y="-300" width="${windowWidth}" height="74" rx="6" fill="${shade(look.body, 0.92)}"/>`
        : glass(x, -300, windowWidth, 74, 6);
  }
  const railLine = shade(look.accent, 0.7);
  return {
    left: -12,
    right: boxEnd + 138,
    svg: [
      painted(box, look.body),
      painted(hood, look.body),
      windows,
      glass(boxEnd - 58, -304, 52, 104, 6),
      `<rect x="${boxEnd - 118}" y="-300" width="52" height="226" rx="4" fill="${shade(look.body, 0.85)}"/>`,
      glass(boxEnd - 112, -292, 40, 90, 4),
      `<rect x="0" y="-198" width="${boxEnd + 2}" height="9" fill="${look.accent}"/><rect x="0" y="-148" width="${boxEnd + 2}" height="9" fill="${look.accent}"/><rect x="0" y="-106" width="${boxEnd + 2}" height="9" fill="${railLine}"/>`,
      wheelWell(rear, 56, -62),
      wheelWell(front, 56, -62),
      `<rect x="-8" y="-100" width="24" height="42" rx="4" fill="${trim}"/><rect x="${boxEnd + 118}" y="-110" width="26" height="48" rx="4" fill="${trim}"/>`,
      lights(0, boxEnd + 128, -250, -178),
      `<rect x="30" y="-368" width="${boxEnd - 80}" height="8" fill="${trim}"/>`,
      Array.from(
        { length: Math.floor((boxEnd - 80) / 70) + 1 },
        (_, i) => `<rect x="${30 + i * 70}" y="-368" width="6" height="22" fill="${trim}"/>`,
      ).join(""),
      `<rect x="30" y="-390" width="${boxEnd - 74}" height="5" fill="${trim}"/>`,
      look.hasSolar ? solarPanels(60, boxEnd - 80, -386) : "",
      `<rect x="${isShort ? 90 : 180}" y="-410" width="12" height="64" fill="#55585c"/><rect x="${isShort ? 82 : 172}" y="-418" width="28" height="10" rx="2" fill="#55585c"/>`,
      wheel(rear, 56, "#8d9196"),
      wheel(front, 56, "#8d9196"),
    ].join(""),
  };
}

function drawMotorhome(look: VehicleLook): VehicleDrawing {
  const cream = mix("#f4f1ea", look.body, 0.08);
  const house =
    "M0,-62 L0,-344 Q0,-366 22,-366 L662,-366 Q712,-363 713,-322 L712,-302 Q710,-278 688,-277 L600,-277 L600,-62 Z";
  const cab = "M596,-280 L664,-280 L720,-194 L774,-174 Q795,-166 796,-144 L798,-78 Q798,-62 780,-62 L596,-62 Z";
  return {
    left: -10,
    right: 806,
    svg: [
      painted(house, cream),
      painted(cab, cream),
      `<path d="M0,-150 C210,-148 380,-236 712,-300 L712,-276 C400,-214 220,-124 0,-124 Z" fill="${look.body}"/>`,
      `<path d="M0,-112 C240,-112 420,-170 600,-204 L600,-190 C420,-154 240,-96 0,-96 Z" fill="${look.accent}"/>`,
      glass(90, -302, 120, 64, 10),
      glass(300, -304, 110, 58, 10),
      glass(616, -350, 70, 34, 8),
      `<path d="M612,-268 L660,-268 L708,-198 L612,-198 Z" fill="url(#glass)"/>`,
      `<rect x="470" y="-272" width="64" height="200" rx="6" fill="none" stroke="${shade(cream, 0.75)}" stroke-width="3"/>`,
      glass(482, -258, 40, 50, 6),
      `<rect x="60" y="-360" width="480" height="13" rx="6" fill="#9a9ea3"/>`,
      `<rect x="250" y="-390" width="96" height="24" rx="4" fill="#e4e4e1"/>`,
      look.hasSolar ? solarPanels(380, 560, -380) : "",
      wheelWell(400, 50, -62),
      wheelWell(718, 50, -62),
      `<rect x="-8" y="-92" width="22" height="34" rx="4" fill="${trim}"/><rect x="776" y="-96" width="30" height="40" rx="6" fill="#c8cbcf"/>`,
      lights(0, 796, -220, -156),
      ladder(-10, -360, -96),
      wheel(400, 50),
      wheel(718, 50),
    ].join(""),
  };
}

function drawCoach(look: VehicleLook): VehicleDrawing {
  const cream = mix("#f3efe6", look.body, 0.1);
  const body = "M0,-72 L0,-358 Q0,-384 26,-384 L872,-384 Q912,-382 924,-350 L950,-168 Q956,-112 942,-86 L936,-72 Z";
  let bays = "";
  for (let x = 40; x < 860; x += 120) {
    if (Math.abs(x + 50 - 270) < 80 || x + 100 > 700) continue;
    bays += `<rect x="${x}" y="-150" width="100" height="66" rx="4" fill="none" stroke="${shade(cream, 0.78)}" stroke-width="3"/>`;
  }
  return {
    left: -8,
    right: 956,
    svg: [
      painted(body, cream),
      `<path d="M0,-190 C260,-190 520,-300 930,-330 L934,-300 C540,-270 280,-160 0,-160 Z" fill="${look.body}"/>`,
      `<path d="M0,-152 C300,-150 560,-220 944,-200 L946,-182 C560,-200 300,-130 0,-132 Z" fill="${look.accent}"/>`,
      `<path d="M846,-368 L914,-366 L936,-200 L846,-196 Z" fill="url(#glass)"/>`,
      glass(100, -334, 190, 80, 12),
      glass(380, -334, 170, 80, 12),
      glass(640, -334, 140, 80, 12),
      `<rect x="368" y="-350" width="200" height="4" fill="${shade(cream, 0.8)}"/>`,
      `<rect x="716" y="-316" width="66" height="238" rx="6" fill="none" stroke="${shade(cream, 0.75)}" stroke-width="3"/>`,
      glass(728, -302, 42, 60, 6),
      bays,
      `<rect x="150" y="-404" width="96" height="22" rx="4" fill="#e4e4e1"/><rect x="560" y="-404" width="96" height="22" rx="4" fill="#e4e4e1"/>`,
      look.hasSolar ? solarPanels(300, 520, -398) : "",
      wheelWell(270, 55, -72),
      wheelWell(800, 55, -72),
      lights(0, 944, -240, -130),
      wheel(270, 55),
      wheel(800, 55),
    ].join(""),
  };
}

function drawTentRig(look: VehicleLook): VehicleDrawing {
  const body =
    "M0,-84 L4,-270 Q6,-288 24,-288 L428,-288 Q448,-288 453,-270 L472,-194 L596,-180 Q622,-176 624,-152 L628,-96 Q628,-76 608,-76 L0,-76 Z";
  const canvas = look.accent;
  const tent = look.isTentOpen
    ? [
        `<rect x="-170" y="-316" width="600" height="18" rx="3" fill="#3b3d40"/>`,
        `<path d="M-160,-316 L-150,-470 Q-146,-490 -120,-492 L400,-492 Q424,-490 426,-470 L420,-316 Z" fill="${canvas}"/>`,
        `<path d="M-190,-470 Q-170,-512 -120,-514 L404,-514 Q450,-512 458,-470 L458,-458 L-190,-458 Z" fill="${shade(canvas, 0.72)}"/>`,
        `<rect x="-60" y="-440" width="150" height="90" rx="8" fill="${shade(canvas, 0.55)}"/><rect x="200" y="-440" width="150" height="90" rx="8" fill="${shade(canvas, 0.55)}"/>`,
        `<path d="M-150,-300 L-104,0" stroke="#9ea2a6" stroke-width="10"/><path d="M-128,-300 L-82,0" stroke="#9ea2a6" stroke-width="10"/>`,
        Array.from({ length: 8 }, (_, i) => {
          const y = -268 + i * 36;
          const x = -150 + ((y + 300) / 300) * 46;
          return `<path d="M${x},${y} L${x + 24},${y}" stroke="#9ea2a6" stroke-width="7"/>`;
        }).join(""),
      ].join("")
    : `<rect x="20" y="-372" width="420" height="64" rx="14" fill="${shade(canvas, 0.6)}"/><rect x="20" y="-372" width="420" height="30" rx="14" fill="${canvas}"/>`;
  return {
    left: look.isTentOpen ? -192 : -22,
    right: 636,
    svg: [
      painted(body, look.body),
      glass(28, -266, 150, 64, 6),
      glass(192, -266, 120, 64, 6),
      `<path d="M328,-266 L432,-266 L452,-200 L328,-200 Z" fill="url(#glass)"/>`,
      `<path d="M324,-278 L324,-84 M188,-278 L188,-84" stroke="${shade(look.body, 0.75)}" stroke-width="3"/>`,
      `<path d="M40,-84 A82,82 0 0 1 206,-84 Z M440,-84 A82,82 0 0 1 606,-84 Z" fill="${trim}"/>`,
      wheelWell(123, 66, -80),
      wheelWell(523, 66, -80),
      `<rect x="-22" y="-232" width="24" height="110" rx="8" fill="${tyre}"/>`,
      `<rect x="0" y="-306" width="440" height="12" fill="${trim}"/><rect x="30" y="-300" width="8" height="14" fill="${trim}"/><rect x="410" y="-300" width="8" height="14" fill="${trim}"/>`,
      `<path d="M566,-178 L566,-216 Q566,-232 552,-240 L470,-286" stroke="${trim}" stroke-width="11" fill="none" stroke-linecap="round"/>`,
      `<rect x="600" y="-112" width="36" height="38" rx="5" fill="${trim}"/><rect x="-10" y="-108" width="24" height="32" rx="4" fill="${trim}"/>`,
      lights(0, 624, -240, -166),
      tent,
      wheel(123, 66, "#3c3f43"),
      wheel(523, 66, "#3c3f43"),
    ].join(""),
  };
}

function drawExpedition(look: VehicleLook): VehicleDrawing {
  const box = "M0,-138 L0,-400 Q0,-422 22,-422 L598,-422 Q632,-420 642,-394 L654,-346 L562,-346 L562,-138 Z";
  const cab =
    "M558,-130 L558,-334 L652,-334 L700,-244 L792,-230 Q815,-226 816,-204 L820,-98 Q820,-80 800,-80 L558,-80 Z";
  return {
    left: -16,
    right: 826,
    svg: [
      `<rect x="14" y="-146" width="566" height="48" fill="${trim}"/>`,
      painted(box, look.body),
      painted(cab, shade(look.body, 0.92)),
      `<rect x="0" y="-200" width="562" height="14" fill="${look.accent}"/>`,
      `<rect x="50" y="-344" width="150" height="76" rx="10" fill="${trim}"/>`,
      glass(58, -336, 134, 60, 6),
      `<rect x="350" y="-344" width="130" height="76" rx="10" fill="${trim}"/>`,
      glass(358, -336, 114, 60, 6),
      `<rect x="232" y="-372" width="80" height="216" rx="8" fill="none" stroke="${shade(look.body, 0.7)}" stroke-width="4"/>`,
      `<circle cx="272" cy="-320" r="18" fill="url(#glass)"/>`,
      `<path d="M598,-324 L646,-324 L690,-248 L598,-248 Z" fill="url(#glass)"/>`,
      `<rect x="300" y="-132" width="160" height="46" rx="4" fill="#3a3c40"/>`,
      wheelWell(180, 70, -84),
      wheelWell(690, 70, -84),
      `<rect x="0" y="-112" width="34" height="34" rx="4" fill="${trim}"/><rect x="796" y="-116" width="30" height="40" rx="5" fill="${trim}"/>`,
      lights(0, 816, -250, -196),
      ladder(-16, -414, -150),
      look.hasSolar ? solarPanels(40, 560, -442) : `<rect x="40" y="-434" width="520" height="12" fill="${trim}"/>`,
      wheel(180, 70, "#3c3f43"),
      wheel(690, 70, "#3c3f43"),
    ].join(""),
  };
}

export function drawVehicle(silhouette: DemoSilhouette, look: VehicleLook): VehicleDrawing {
  switch (silhouette) {
    case "van":
      return drawVan(look);
    case "bus":
      return drawBus(look, false);
    case "shortBus":
      return drawBus(look, true);
    case "motorhome":
      return drawMotorhome(look);
    case "coach":
      return drawCoach(look);
    case "tentRig":
      return drawTentRig(look);
    case "expedition":
      return drawExpedition(look);
  }
}
