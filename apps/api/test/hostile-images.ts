import { createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** PNG's CRC-32 (node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A greyscale 8-bit PNG's IHDR: the size it declares, interlaced (Adam7) or not. */
function pngHeader(width: number, height: number, interlaced: boolean): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, interlaced ? 1 : 0], 8);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', ihdr)]);
}

const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * The decompression bomb of issue 15: a complete, valid interlaced 7,745 × 7,745 PNG (60 MP,
 * 60 MB of pixels) whose compressed stream of black rows weighs well under 1 MB.
 */
export async function pngBomb(side = 7745): Promise<Buffer> {
  let rawBytes = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const width = Math.ceil((side - x0) / dx);
    const height = Math.ceil((side - y0) / dy);
    if (width > 0 && height > 0) rawBytes += height * (1 + width);
  }
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(1 << 20);
  for (let left = rawBytes; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length))))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    pngHeader(side, side, true),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of a few hundred bytes whose header declares 50,000 × 50,000 (2.5 gigapixels). */
export function pngDeclaring(width: number, height: number): Buffer {
  return Buffer.concat([
    pngHeader(width, height, false),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 8 × 8 JPEG whose frame header (SOF0) is rewritten to declare `width` × `height`. */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2d7ff9' } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

export const SCRIPT = '<script>alert(document.cookie)</script>';

/**
 * A JPEG/HTML polyglot: a real photo with a script in a JPEG comment (COM) segment and an HTML
 * page after its end marker, so a browser sniffing it as HTML would run the script.
 */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff6b35' } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from(SCRIPT, 'latin1');
  const com = Buffer.alloc(4);
  com.set([0xff, 0xfe], 0);
  com.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    com,
    comment,
    jpeg.subarray(2),
    Buffer.from(`<html><body>${SCRIPT}</body></html>`),
  ]);
}

/** A GIF/JavaScript polyglot: a GIF header that is also a script (`GIF89a=…`). */
export const gifScriptPolyglot = () =>
  Buffer.concat([Buffer.from('GIF89a/*'), Buffer.alloc(32, 0x20), Buffer.from(`*/=1;${SCRIPT}//`)]);

export const svgWithScript = () =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}<rect width="9" height="9"/></svg>`,
  );
