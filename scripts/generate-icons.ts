// Draws the app icons (a briefcase on the theme colour) into web/public/icons/: PNGs for the web
// app manifest and an SVG favicon, all from one list of shapes so they cannot drift apart.
// Run with `npx tsx scripts/generate-icons.ts` after changing the logo; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from './encode-png';

/** A filled rounded rectangle in a unit square (0..1 on both axes). */
interface Shape {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  radius: number;
  color: string;
}

const THEME = '#1d3557';
const WHITE = '#ffffff';
const GOLD = '#e9c46a';

/** The briefcase, drawn in order: later shapes cover earlier ones. */
const LOGO: Shape[] = [
  { x0: 0.39, y0: 0.25, x1: 0.61, y1: 0.4, radius: 0.05, color: WHITE }, // handle
  { x0: 0.44, y0: 0.3, x1: 0.56, y1: 0.4, radius: 0.02, color: THEME }, // hole in the handle
  { x0: 0.2, y0: 0.36, x1: 0.8, y1: 0.75, radius: 0.06, color: WHITE }, // body
  { x0: 0.2, y0: 0.52, x1: 0.8, y1: 0.55, radius: 0, color: THEME }, // seam
  { x0: 0.45, y0: 0.49, x1: 0.55, y1: 0.59, radius: 0.02, color: GOLD }, // clasp
];

/**
 * A maskable icon may be cropped to a circle of 40% of its size around the centre, so its
 * background fills the square and the logo shrinks into that safe zone.
 */
function iconShapes(maskable: boolean): Shape[] {
  const background: Shape = {
    x0: 0,
    y0: 0,
    x1: 1,
    y1: 1,
    radius: maskable ? 0 : 0.2,
    color: THEME,
  };
  const scale = maskable ? 0.8 : 1;
  const at = (v: number) => 0.5 + (v - 0.5) * scale;
  const logo = LOGO.map((s) => ({
    ...s,
    x0: at(s.x0),
    y0: at(s.y0),
    x1: at(s.x1),
    y1: at(s.y1),
    radius: s.radius * scale,
  }));
  return [background, ...logo];
}

function contains(shape: Shape, x: number, y: number): boolean {
  if (x < shape.x0 || x > shape.x1 || y < shape.y0 || y > shape.y1) return false;
  const cx = Math.min(Math.max(x, shape.x0 + shape.radius), shape.x1 - shape.radius);
  const cy = Math.min(Math.max(y, shape.y0 + shape.radius), shape.y1 - shape.radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= shape.radius ** 2;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Rasterises the shapes with 4x4 samples per pixel so the edges are smooth. */
function rasterise(shapes: Shape[], size: number): Uint8Array {
  const SAMPLES = 4;
  const colors = shapes.map((s) => rgb(s.color));
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          for (let i = shapes.length - 1; i >= 0; i -= 1) {
            if (contains(shapes[i]!, x, y)) {
              const [cr, cg, cb] = colors[i]!;
              r += cr;
              g += cg;
              b += cb;
              covered += 1;
              break;
            }
          }
        }
      }
      const offset = (py * size + px) * 4;
      if (covered > 0) {
        pixels[offset] = Math.round(r / covered);
        pixels[offset + 1] = Math.round(g / covered);
        pixels[offset + 2] = Math.round(b / covered);
        pixels[offset + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
      }
    }
  }
  return pixels;
}

function svg(shapes: Shape[]): string {
  const n = (v: number) => Number((v * 100).toFixed(2));
  const rects = shapes.map(
    (s) =>
      `  <rect x="${n(s.x0)}" y="${n(s.y0)}" width="${n(s.x1 - s.x0)}" height="${n(s.y1 - s.y0)}" rx="${n(s.radius)}" fill="${s.color}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\n${rects.join('\n')}\n</svg>\n`;
}

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/public/icons');
mkdirSync(outDir, { recursive: true });
const files: Array<[string, Buffer | string]> = [
  ['icon-192.png', encodePng(192, 192, rasterise(iconShapes(false), 192))],
  ['icon-512.png', encodePng(512, 512, rasterise(iconShapes(false), 512))],
  ['icon-maskable-512.png', encodePng(512, 512, rasterise(iconShapes(true), 512))],
  ['icon.svg', svg(iconShapes(false))],
];
for (const [name, content] of files) {
  writeFileSync(path.join(outDir, name), content);
  process.stdout.write(`wrote ${path.relative(process.cwd(), path.join(outDir, name))}\n`);
}
