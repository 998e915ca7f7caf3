// Demo listing photos without the network: house illustrations drawn as SVG from a seeded PRNG, rasterised by
// sharp and sent through the upload pipeline (processImage, the listing sizes, the file store, an uploads row).
import os from 'node:os';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { uuidv7 } from '../db/ids';
import type { Database, PropertyImageRecord, UploadVariantRecord } from '../db/schema';
import { isoNow } from '../db/time';
import type { FileStore } from '../storage/file-store';
import { LISTING_IMAGE_VARIANTS, type ProcessedImage, processImage } from '../storage/image-processing';
import { storageObjectBase, variantObjectName } from '../storage/storage-names';
import { ILLUSTRATION_KINDS, type IllustrationKind, Random } from './demo-listings';

/** Size of a drawn illustration (3:2, like a landscape phone photo); the `full` variant keeps it. */
export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 800;

const W = ILLUSTRATION_WIDTH;
const H = ILLUSTRATION_HEIGHT;
/** Where the lawn meets the house fronts. */
const GROUND = 600;

const SKIES = [
  ['#6fa8dc', '#d6eaf8'],
  ['#5d9be0', '#c4e2ff'],
  ['#f2b880', '#fbe3c4'],
  ['#9fb4c7', '#e3eaf0'],
  ['#7ec0ee', '#eef7ff'],
] as const;
const LAWNS = ['#6aa84f', '#77b255', '#5f9a45', '#8fae5b', '#a3b565'];
const SIDINGS = ['#e8dcc4', '#c9b79c', '#a3b8c9', '#d9d4cc', '#b5c4a8', '#f1e6d2', '#e2c799', '#9fb1bd'];
const BRICKS = ['#9c4a3a', '#a85b43', '#8e3f31', '#b76e52'];
const ROOFS = ['#4a4a4a', '#5b4636', '#6b3e2e', '#3f4a54', '#7a5c4a', '#2f3b40'];
const TRIMS = ['#ffffff', '#f5f1e8', '#efe8dc'];
const DOORS = ['#7a2e2e', '#2e4a7a', '#3f5e3a', '#222222', '#8b5a2b', '#a33b2b'];
const FOLIAGE = ['#3d7a3a', '#4e8a3e', '#2f6b35', '#5a8f47'];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra}/>`;
const poly = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${extra}/>`;

/** One drawing in progress: the PRNG and the palette it chose. */
class Scene {
  readonly parts: string[] = [];
  readonly wall: string;
  readonly trim: string;
  readonly roof: string;
  readonly door: string;
  readonly leaves: string;

  constructor(
    readonly random: Random,
    brick: boolean,
  ) {
    this.wall = brick ? 'url(#brick)' : random.pick(SIDINGS);
    this.trim = random.pick(TRIMS);
    this.roof = random.pick(ROOFS);
    this.door = random.pick(DOORS);
    this.leaves = random.pick(FOLIAGE);
  }

  add(...svg: string[]) {
    this.parts.push(...svg);
  }

  window(x: number, y: number, w: number, h: number, shutters = false) {
    const glass = this.random.pick(['#9cc3d9', '#a9cbe0', '#8fb4cc']);
    this.add(rect(x - 5, y - 5, w + 10, h + 10, this.trim), rect(x, y, w, h, glass));
    this.add(rect(x + w / 2 - 2, y, 4, h, this.trim), rect(x, y + h / 2 - 2, w, 4, this.trim));
    this.add(rect(x + 4, y + 4, w / 2 - 8, h / 2 - 8, '#ffffff', ' opacity="0.25"'));
    if (shutters)
      this.add(rect(x - 22, y - 5, 14, h + 10, this.door), rect(x + w + 8, y - 5, 14, h + 10, this.door));
  }

  doorAt(x: number, w = 56, h = 110, base = GROUND) {
    this.add(rect(x - 6, base - h - 6, w + 12, h + 6, this.trim), rect(x, base - h, w, h, this.door));
    this.add(rect(x + 12, base - h + 14, w - 24, 26, '#ffffff', ' opacity="0.35"'));
    this.add(circle(x + w - 12, base - h / 2, 4, '#d4b35a'));
    this.add(rect(x - 14, base, w + 28, 8, '#b9b1a3'));
  }

  gable(x: number, y: number, w: number, h: number, overhang = 24) {
    this.add(
      poly(
        [
          [x - overhang, y],
          [x + w / 2, y - h],
          [x + w + overhang, y],
        ],
        this.roof,
      ),
    );
    this.add(rect(x - overhang, y - 4, w + 2 * overhang, 10, this.trim, ' opacity="0.9"'));
  }

  hip(x: number, y: number, w: number, h: number, overhang = 24) {
    const inset = Math.min(w / 2 - 10, h * 1.6);
    this.add(
      poly(
        [
          [x - overhang, y],
          [x + inset, y - h],
          [x + w - inset, y - h],
          [x + w + overhang, y],
        ],
        this.roof,
      ),
    );
    this.add(rect(x - overhang, y - 4, w + 2 * overhang, 10, this.trim, ' opacity="0.9"'));
  }

  flat(x: number, y: number, w: number) {
    this.add(rect(x - 10, y - 22, w + 20, 24, this.roof));
  }

  garage(x: number, w: number, h: number) {
    this.add(rect(x, GROUND - h, w, h, this.trim));
    for (let i = 1; i < 5; i++) this.add(rect(x + 6, GROUND - h + (i * h) / 5, w - 12, 3, '#cfc8bb'));
    this.add(
      poly(
        [
          [x, GROUND + 8],
          [x + w, GROUND + 8],
          [x + w + 60, H],
          [x - 60, H],
        ],
        '#c9c4ba',
      ),
    );
  }

  shrubs(x0: number, x1: number) {
    for (let x = x0; x < x1; x += this.random.float(40, 70)) {
      const r = this.random.float(18, 30);
      this.add(
        circle(x, GROUND - r * 0.5, r, this.leaves),
        circle(x + r * 0.6, GROUND - r * 0.8, r * 0.7, this.leaves, ' opacity="0.85"'),
      );
    }
  }

  tree(x: number, scale = 1) {
    const trunk = 18 * scale;
    const top = GROUND - 260 * scale;
    this.add(rect(x - trunk / 2, top + 80 * scale, trunk, GROUND - top - 80 * scale + 12, '#6b4f3a'));
    const green = this.random.pick(FOLIAGE);
    for (const [dx, dy, r] of [
      [0, 0, 95],
      [-60, 50, 70],
      [60, 45, 75],
      [0, 80, 70],
    ] as const) {
      this.add(circle(x + dx * scale, top + dy * scale, r * scale, green));
    }
    this.add(circle(x - 25 * scale, top - 20 * scale, 40 * scale, '#ffffff', ' opacity="0.08"'));
  }

  walk(x: number, w = 44) {
    this.add(
      poly(
        [
          [x, GROUND + 8],
          [x + w, GROUND + 8],
          [x + w + 20, H],
          [x - 20, H],
        ],
        '#d8d2c6',
      ),
    );
  }
}

function drawHouse(scene: Scene, kind: IllustrationKind): void {
  const r = scene.random;
  const center = W / 2 + r.float(-80, 80);
  switch (kind) {
    case 'ranch': {
      const w = r.float(520, 640);
      const h = r.float(165, 195);
      const x = center - w / 2;
      const garage = r.chance(0.6);
      if (garage) {
        scene.add(rect(x + w - 10, GROUND - h + 10, 220, h - 10, scene.wall));
        scene.gable(x + w - 10, GROUND - h + 10, 220, 60, 12);
        scene.garage(x + w + 15, 170, h - 45);
      }
      scene.add(rect(x, GROUND - h, w, h, scene.wall));
      if (r.chance(0.5)) scene.hip(x, GROUND - h, w, r.float(95, 130));
      else scene.gable(x, GROUND - h, w, r.float(90, 120), 30);
      const doorX = x + w * r.float(0.42, 0.58);
      scene.doorAt(doorX);
      const windows = Math.floor((w - 120) / 130);
      for (let i = 0; i < windows; i++) {
        const wx = x + 40 + i * ((w - 80) / windows);
        if (Math.abs(wx + 45 - (doorX + 28)) > 80) scene.window(wx, GROUND - h + 45, 90, 75, r.chance(0.4));
      }
      scene.walk(doorX + 6);
      scene.shrubs(x + 10, x + w - 10);
      break;
    }
    case 'two_story': {
      const w = r.float(400, 500);
      const h = r.float(320, 350);
      const x = center - w / 2;
      scene.add(rect(x, GROUND - h, w, h, scene.wall));
      scene.add(rect(x, GROUND - h / 2 - 3, w, 6, scene.trim));
      if (r.chance(0.5)) scene.gable(x, GROUND - h, w, r.float(120, 160));
      else scene.hip(x, GROUND - h, w, r.float(100, 130));
      if (r.chance(0.5)) scene.add(rect(x + w * 0.72, GROUND - h - 120, 40, 110, '#8e5b45'));
      const cols = 3;
      for (let row = 0; row < 2; row++) {
        for (let col = 0; col < cols; col++) {
          if (row === 1 && col === 1) continue;
          scene.window(
            x + 50 + col * ((w - 100 - 80) / (cols - 1)),
            GROUND - h + 45 + row * (h / 2),
            80,
            90,
            r.chance(0.5),
          );
        }
      }
      const doorX = x + w / 2 - 28;
      scene.add(rect(doorX - 50, GROUND - 150, 156, 14, scene.roof));
      scene.doorAt(doorX);
      scene.walk(doorX + 6);
      scene.shrubs(x + 10, x + w - 10);
      break;
    }
    case 'bungalow': {
      const w = r.float(440, 520);
      const h = r.float(190, 215);
      const x = center - w / 2;
      scene.add(rect(x, GROUND - h, w, h, scene.wall));
      scene.gable(x, GROUND - h, w, r.float(150, 190), 30);
      scene.window(x + w / 2 - 35, GROUND - h - 90, 70, 55);
      scene.add(rect(x - 10, GROUND - 150, w + 20, 18, scene.roof));
      for (const px of [x + 5, x + w / 2 - 100, x + w / 2 + 85, x + w - 25])
        scene.add(rect(px, GROUND - 132, 20, 132, scene.trim));
      scene.window(x + 45, GROUND - 115, 90, 70);
      scene.window(x + w - 135, GROUND - 115, 90, 70);
      scene.doorAt(x + w / 2 - 28, 56, 104);
      scene.walk(x + w / 2 - 22);
      scene.shrubs(x - 10, x + 40);
      scene.shrubs(x + w - 40, x + w + 10);
      break;
    }
    case 'duplex':
    case 'fourplex': {
      const tall = kind === 'fourplex';
      const w = r.float(600, 680);
      const h = tall ? r.float(320, 345) : r.float(190, 210);
      const x = center - w / 2;
      scene.add(rect(x, GROUND - h, w, h, scene.wall));
      if (tall) scene.flat(x, GROUND - h, w);
      else scene.gable(x, GROUND - h, w, r.float(100, 130), 30);
      for (const side of [0, 1]) {
        const doorX = side === 0 ? x + w / 2 - 90 : x + w / 2 + 34;
        scene.doorAt(doorX);
        scene.walk(doorX + 6, 40);
        const wx = side === 0 ? x + 45 : x + w - 155;
        scene.window(wx, GROUND - (tall ? h / 2 : h) + 45, 110, 75);
        if (tall) {
          scene.window(wx, GROUND - h + 45, 110, 75);
          scene.window(side === 0 ? x + w / 2 - 115 : x + w / 2 + 35, GROUND - h + 45, 80, 75);
        }
      }
      scene.add(rect(x + w / 2 - 3, GROUND - h, 6, h, scene.trim, ' opacity="0.7"'));
      scene.shrubs(x + 5, x + 150);
      scene.shrubs(x + w - 150, x + w - 5);
      break;
    }
    case 'townhouses': {
      const unit = r.float(165, 185);
      const x0 = center - (unit * 3) / 2;
      for (let i = 0; i < 3; i++) {
        const x = x0 + i * unit;
        const h = r.float(310, 360);
        const colour = i === 1 ? r.pick(SIDINGS) : scene.wall;
        scene.add(rect(x, GROUND - h, unit, h, colour));
        if (r.chance(0.5)) scene.gable(x, GROUND - h, unit, 70, 6);
        else scene.flat(x, GROUND - h, unit);
        scene.window(x + 25, GROUND - h + 40, 50, 80);
        scene.window(x + unit - 75, GROUND - h + 40, 50, 80);
        scene.window(x + unit - 80, GROUND - 140, 55, 80);
        scene.doorAt(x + 25, 50, 105);
        scene.walk(x + 28, 36);
      }
      break;
    }
    case 'condo': {
      const w = r.float(620, 700);
      const floors = r.int(3, 4);
      const floorH = 105;
      const h = floors * floorH + 20;
      const x = center - w / 2;
      scene.add(rect(x, GROUND - h, w, h, scene.wall));
      scene.flat(x, GROUND - h, w);
      for (let f = 0; f < floors; f++) {
        for (let c = 0; c < 5; c++) {
          const wx = x + 30 + c * ((w - 60) / 5) + 10;
          const wy = GROUND - h + 30 + f * floorH;
          if (f === floors - 1 && c === 2) continue;
          scene.window(wx, wy, 70, 60);
          if (f < floors - 1 && c % 2 === 0)
            scene.add(
              rect(wx - 12, wy + 66, 94, 8, '#5a5a5a'),
              rect(wx - 12, wy + 46, 4, 22, '#5a5a5a'),
              rect(wx + 78, wy + 46, 4, 22, '#5a5a5a'),
            );
        }
      }
      scene.add(rect(x + w / 2 - 70, GROUND - 130, 140, 14, scene.roof));
      scene.doorAt(x + w / 2 - 30, 60, 110);
      scene.add(rect(0, GROUND + 60, W, H - GROUND - 60, '#6d6d6d'));
      for (let px = 40; px < W; px += 120) scene.add(rect(px, GROUND + 75, 6, 60, '#e8e8e8'));
      scene.shrubs(x, x + w / 2 - 90);
      scene.shrubs(x + w / 2 + 90, x + w);
      break;
    }
    case 'store': {
      const w = r.float(660, 760);
      const h = r.float(210, 240);
      const x = center - w / 2;
      scene.add(rect(x, GROUND - h, w, h, scene.wall));
      scene.flat(x, GROUND - h, w);
      scene.add(
        rect(x + 40, GROUND - h + 20, w - 80, 46, r.pick(['#1f4e79', '#7a1f1f', '#2f5d3a', '#3a3a3a'])),
      );
      const stripe = r.pick(['#b03a2e', '#1f618d', '#1e8449', '#7d3c98']);
      for (let i = 0; i < 14; i++)
        scene.add(
          rect(x + 30 + i * ((w - 60) / 14), GROUND - h + 82, (w - 60) / 14, 40, i % 2 ? '#ffffff' : stripe),
        );
      for (let i = 0; i < 3; i++)
        scene.add(rect(x + 40 + i * ((w - 80) / 3), GROUND - 120, (w - 80) / 3 - 20, 100, '#8fb4cc'));
      scene.doorAt(x + w / 2 - 30, 60, 110);
      scene.add(rect(0, GROUND + 30, W, H - GROUND - 30, '#5f5f5f'));
      for (let px = 30; px < W; px += 110) scene.add(rect(px, GROUND + 50, 6, 90, '#f2f2f2'));
      break;
    }
    case 'mobile': {
      const w = r.float(640, 720);
      const h = r.float(125, 145);
      const x = center - w / 2;
      const base = GROUND - 30;
      scene.add(rect(x + 10, base, w - 20, 30, '#8c8c8c'));
      for (let lx = x + 20; lx < x + w - 20; lx += 24) scene.add(rect(lx, base, 3, 30, '#b5b5b5'));
      scene.add(rect(x, base - h, w, h, scene.wall));
      scene.add(
        poly(
          [
            [x - 14, base - h],
            [x + w / 2, base - h - 36],
            [x + w + 14, base - h],
          ],
          scene.roof,
        ),
      );
      for (let i = 0; i < 4; i++)
        scene.window(x + 40 + i * ((w - 120) / 4) + (i >= 2 ? 70 : 0), base - h + 30, 80, 55);
      scene.doorAt(x + w / 2 - 20, 50, 95, base);
      scene.add(
        rect(x + w / 2 - 40, base + 8, 110, 10, '#9a8f80'),
        rect(x + w / 2 - 30, base + 18, 90, 12, '#9a8f80'),
      );
      scene.shrubs(x + 20, x + 120);
      break;
    }
    case 'lot': {
      // A vacant lot: stakes with survey flags, a blank sign, trees at the back.
      for (const px of [260, 520, 780, 1000])
        scene.add(
          rect(px, GROUND + 20, 6, 50, '#c8a878'),
          poly(
            [
              [px + 6, GROUND + 20],
              [px + 30, GROUND + 28],
              [px + 6, GROUND + 36],
            ],
            '#ff6a13',
          ),
        );
      const sx = r.float(420, 700);
      scene.add(rect(sx, GROUND - 60, 10, 150, '#6b4f3a'), rect(sx + 110, GROUND - 60, 10, 150, '#6b4f3a'));
      scene.add(
        rect(sx - 20, GROUND - 150, 160, 100, '#ffffff'),
        rect(sx - 20, GROUND - 150, 160, 28, '#c0392b'),
      );
      for (let i = 0; i < 3; i++) scene.add(rect(sx, GROUND - 108 + i * 18, 120 - i * 30, 8, '#7f8c8d'));
      break;
    }
  }
}

/** The SVG source of illustration `index` for `seed` (deterministic). */
export function demoIllustrationSvg(seed: number, index: number): string {
  const kind = ILLUSTRATION_KINDS[index % ILLUSTRATION_KINDS.length] ?? 'ranch';
  const random = new Random(Math.imul(seed ^ 0x5bd1e995, 31) + index * 7919 + 1);
  const sky = random.pick(SKIES);
  const lawn = random.pick(LAWNS);
  const scene = new Scene(random, random.chance(kind === 'ranch' || kind === 'two_story' ? 0.4 : 0.15));
  const defs = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lawn}"/><stop offset="1" stop-color="${lawn}" stop-opacity="0.8"/></linearGradient>
<pattern id="brick" width="60" height="24" patternUnits="userSpaceOnUse"><rect width="60" height="24" fill="${random.pick(BRICKS)}"/><path d="M0 12H60M0 0H60M30 0V12M0 12V24M60 12V24" stroke="#d8cfc0" stroke-width="2" opacity="0.6"/></pattern>
</defs>`;
  scene.add(rect(0, 0, W, H, 'url(#sky)'));
  if (random.chance(0.5))
    scene.add(circle(random.float(100, 1100), random.float(70, 160), 48, '#fff4c2', ' opacity="0.9"'));
  for (let i = random.int(1, 4); i > 0; i--) {
    const cx = random.float(50, 1150);
    const cy = random.float(60, 220);
    scene.add(
      circle(cx, cy, 34, '#ffffff', ' opacity="0.85"'),
      circle(cx + 40, cy + 6, 28, '#ffffff', ' opacity="0.85"'),
      circle(cx - 38, cy + 8, 24, '#ffffff', ' opacity="0.85"'),
    );
  }
  const hill = random.pick(FOLIAGE);
  scene.add(
    `<path d="M0 ${GROUND - 90} Q 300 ${GROUND - 170} 600 ${GROUND - 110} T 1200 ${GROUND - 120} V ${GROUND} H 0 Z" fill="${hill}" opacity="0.55"/>`,
  );
  scene.add(rect(0, GROUND, W, H - GROUND, 'url(#lawn)'));
  scene.add(rect(0, GROUND + 150, W, 26, '#d9d4c9'), rect(0, GROUND + 176, W, H - GROUND - 176, '#6e6e6e'));
  if (kind !== 'store' && kind !== 'condo') {
    if (random.chance(0.8)) scene.tree(random.float(90, 190), random.float(0.8, 1.1));
    if (random.chance(0.6) || kind === 'lot') scene.tree(random.float(1010, 1120), random.float(0.75, 1));
  }
  drawHouse(scene, kind);
  if (kind === 'lot') scene.tree(random.float(300, 900), random.float(0.9, 1.2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${scene.parts.join('')}</svg>`;
}

/** Runs `work` over the items with at most `limit` at a time, keeping their order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Draws every illustration of {@link ILLUSTRATION_KINDS} for `seed` and processes it exactly as an upload: PNG
 * from the SVG, then processImage with the listing sizes. About 0.3 s of CPU each, two at a time per core.
 */
export async function renderDemoIllustrations(seed: number, maxPixels: number): Promise<ProcessedImage[]> {
  const indexes = ILLUSTRATION_KINDS.map((_, index) => index);
  return mapLimited(indexes, Math.max(1, os.availableParallelism()), async (index) => {
    const png = await sharp(Buffer.from(demoIllustrationSvg(seed, index)))
      .png()
      .toBuffer();
    return processImage(png, { maxPixels, variants: LISTING_IMAGE_VARIANTS });
  });
}

/**
 * Stores the processed illustrations as `userId`'s listing uploads (files in `listing-images`, one uploads row
 * each) and answers the photo records listings point at, in the same order.
 */
export async function storeDemoIllustrations(
  db: Kysely<Database>,
  files: FileStore,
  userId: string,
  images: readonly ProcessedImage[],
): Promise<PropertyImageRecord[]> {
  const now = new Date();
  const uploads = await Promise.all(
    images.map(async (image) => {
      const base = storageObjectBase({ userId, tag: 'listing', at: now });
      const variants: UploadVariantRecord[] = await Promise.all(
        image.variants.map(async (variant) => {
          const objectName = variantObjectName(base, variant.name);
          await files.put('listing-images', objectName, variant.bytes);
          return {
            name: variant.name,
            object_name: objectName,
            width: variant.width,
            height: variant.height,
            bytes: variant.bytes.length,
          };
        }),
      );
      return { id: uuidv7(), base, image, variants };
    }),
  );
  if (uploads.length) {
    await db
      .insertInto('uploads')
      .values(
        uploads.map(({ id, base, image, variants }) => ({
          id,
          user_id: userId,
          bucket: 'listing-images',
          tag: 'listing',
          object_name: base,
          source_type: image.sourceType,
          width: image.width,
          height: image.height,
          variants: JSON.stringify(variants),
          created_at: isoNow(),
        })),
      )
      .execute();
  }
  return uploads.map(({ id, variants }) => ({
    uploadId: id,
    objects: Object.fromEntries(variants.map((v) => [v.name, v.object_name])),
  }));
}
