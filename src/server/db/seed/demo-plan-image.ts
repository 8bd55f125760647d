import { encodePng } from '#server/storage/png.ts';

/** The demo plan's picture size in pixels. */
export const DEMO_PLAN_SIZE = { width: 1200, height: 900 } as const;

type Rgb = readonly [number, number, number];
const WATER: Rgb = [169, 207, 232];
const LAND: Rgb = [228, 220, 203];
const PAVING: Rgb = [205, 203, 198];
const BUILDING: Rgb = [150, 140, 128];
const DECK: Rgb = [139, 107, 74];
const FINGER: Rgb = [166, 132, 96];
const LINE: Rgb = [90, 90, 90];

/** A rectangle on the plan (pixels): left, top, width, height. */
export type Box = readonly [number, number, number, number];

/** The demo marina's drawing, in boxes: what pins are placed on (demo-plan.ts). */
export const DEMO_LAYOUT = {
  land: [0, 0, 1200, 170] as Box,
  parking: [660, 25, 300, 110] as Box,
  office: [70, 35, 190, 95] as Box,
  bathhouse: [300, 45, 120, 80] as Box,
  fuelShed: [1010, 105, 110, 55] as Box,
  boathouse: [1060, 190, 120, 150] as Box,
  ramp: [20, 170, 90, 70] as Box,
  walkway: [565, 170, 40, 600] as Box,
  docks: {
    A: [170, 290, 830, 22] as Box,
    B: [230, 490, 710, 22] as Box,
    C: [290, 690, 590, 22] as Box,
  },
};

/** Fingers of a dock's slip pairs: one above (L) and one below (R) the dock at each pair. */
export function slipBoxes(dock: Box, pairs: number): { left: Box; right: Box }[] {
  const [x, y, w, h] = dock;
  const spacing = w / pairs;
  return Array.from({ length: pairs }, (_, i) => {
    const cx = Math.round(x + spacing * (i + 0.5));
    return { left: [cx - 4, y - 60, 8, 60] as Box, right: [cx - 4, y + h, 8, 60] as Box };
  });
}

/**
 * The demo marina's plan as a PNG: water, the shore with its buildings and car park, the walkway
 * and three docks with their fingers, the boathouse. Drawn here so the demo needs no file.
 */
export function demoPlanImage(): Buffer {
  const { width, height } = DEMO_PLAN_SIZE;
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(height * row);
  const fill = ([x, y, w, h]: Box, [r, g, b]: Rgb) => {
    for (let yy = Math.max(0, y); yy < Math.min(height, y + h); yy++)
      for (let xx = Math.max(0, x); xx < Math.min(width, x + w); xx++) {
        const at = yy * row + 1 + xx * 3;
        pixels[at] = r;
        pixels[at + 1] = g;
        pixels[at + 2] = b;
      }
  };
  const outlined = (box: Box, colour: Rgb) => {
    const [x, y, w, h] = box;
    fill([x - 2, y - 2, w + 4, h + 4], LINE);
    fill(box, colour);
  };
  fill([0, 0, width, height], WATER);
  fill(DEMO_LAYOUT.land, LAND);
  fill(DEMO_LAYOUT.ramp, PAVING);
  outlined(DEMO_LAYOUT.parking, PAVING);
  for (const building of [
    DEMO_LAYOUT.office,
    DEMO_LAYOUT.bathhouse,
    DEMO_LAYOUT.fuelShed,
    DEMO_LAYOUT.boathouse,
  ])
    outlined(building, BUILDING);
  for (const [letter, dock] of Object.entries(DEMO_LAYOUT.docks)) {
    const pairs = { A: 6, B: 5, C: 4 }[letter as 'A' | 'B' | 'C'];
    for (const { left, right } of slipBoxes(dock, pairs)) {
      fill(left, FINGER);
      fill(right, FINGER);
    }
    fill(dock, DECK);
  }
  fill(DEMO_LAYOUT.walkway, DECK);
  return encodePng(width, height, pixels);
}
