// Makes the app's PNG icons from apps/web/icons/icon.svg, once (the PNGs are committed):
// `node scripts/make-icons.mjs` after changing the drawing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(root, 'apps/web/icons/icon.svg'), 'utf8');
// Maskable and Apple icons fill the square: the platform cuts its own shape (the glyph stays
// inside the maskable safe zone, a circle of 40 % of the size).
const fullBleed = svg.replace('rx="14"', 'rx="0"');
const out = (name) => path.join(root, 'apps/web/public/icons', name);

const icons = [
  { name: 'icon-192.png', size: 192, source: svg },
  { name: 'icon-512.png', size: 512, source: svg },
  { name: 'icon-maskable-512.png', size: 512, source: fullBleed },
  { name: 'apple-touch-icon.png', size: 180, source: fullBleed },
];
for (const { name, size, source } of icons) {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(name));
  console.log(`${name} ${size}×${size}`);
}
