import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { jpegDeclaring, pngBomb, pngDeclaring } from '../../apps/api/test/hostile-images.ts';
import { percentile, seconds } from '../load.ts';

const PHOTO = { width: 4000, height: 3000, quality: 90, uploads: 5 } as const;

/** A 4000×3000 JPEG of gradients and noise (about 5 MB: a phone photo, not a flat image). */
async function makePhoto(): Promise<Buffer> {
  const { width, height } = PHOTO;
  const raw = Buffer.allocUnsafe(width * height * 3);
  let seed = 0x2545f491;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      raw[i] = Math.max(0, Math.min(255, (x * 255) / width + (seed & 63) - 32));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + ((seed >> 8) & 63) - 32));
      raw[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin((x + y) / 150) + ((seed >> 16) & 31) - 16));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: PHOTO.quality })
    .toBuffer();
}

/** VmRSS and VmHWM (peak RSS) of a process, in MB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Resets VmHWM to the current RSS (Linux clear_refs 5), so the peak read afterwards is the uploads'. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The photo upload's time and server memory: 5 uploads in a row of a 4000×3000 JPEG. */
export async function uploads(url: string, pid: number, headers: Record<string, string>) {
  let startedAt = performance.now();
  const photo = await makePhoto();
  const meta = await sharp(photo).metadata();
  console.log(
    `Photo: ${meta.width}×${meta.height} ${meta.format}, ${(photo.length / 1024 / 1024).toFixed(2)} MB (made in ${seconds(startedAt)})`,
  );
  const before = memoryOf(pid);
  const isReset = resetPeak(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(memoryOf(pid).rss), 50);
  const times: number[] = [];
  let lastUrl = '';
  try {
    for (let index = 0; index < PHOTO.uploads; index++) {
      const form = new FormData();
      form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      startedAt = performance.now();
      const response = await fetch(`${url}/api/uploads/session-photo`, {
        method: 'POST',
        headers,
        body: form,
      });
      const body = (await response.json()) as { data?: { url: string } };
      times.push(performance.now() - startedAt);
      if (response.status !== 201 || !body.data) throw new Error(`upload answered ${response.status}`);
      lastUrl = body.data.url;
    }
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  const served = await fetch(`${url}${lastUrl}`);
  const servedMeta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `${PHOTO.uploads} sequential uploads: ${times.map(ms).join(', ')} — min ${ms(Math.min(...times))}, median ${ms(percentile(times, 0.5))}, max ${ms(Math.max(...times))}`,
  );
  console.log(`Served back: ${servedMeta.width}×${servedMeta.height} ${servedMeta.format}`);
  console.log(
    `Server memory: RSS ${before.rss.toFixed(0)} MB before, peak of 50 ms samples ${Math.max(...samples).toFixed(0)} MB, ` +
      `VmHWM ${after.hwm.toFixed(0)} MB ${isReset ? '(reset just before the uploads)' : `(since start: clear_refs refused; before the uploads ${before.hwm.toFixed(0)} MB)`}, RSS ${after.rss.toFixed(0)} MB after`,
  );
}

/**
 * The server's memory under hostile photos (once a bound in `uploads.hostile.test.ts`): a PNG
 * decompression bomb, PNG and JPEG declaring 50,000², and 10 MB + 1 byte, each sent three times
 * at once; every one must be refused. Target: peak RSS growth under 300 MB.
 */
export async function hostileUploads(url: string, pid: number, headers: Record<string, string>) {
  const files: [string, Buffer, string][] = [
    ['bomb.png', await pngBomb(), 'image/png'],
    ['declared.png', pngDeclaring(50_000, 50_000), 'image/png'],
    ['declared.jpg', await jpegDeclaring(50_000, 50_000), 'image/jpeg'],
    ['big.jpg', Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'image/jpeg'],
  ];
  const before = memoryOf(pid);
  const isReset = resetPeak(pid);
  const samples: number[] = [before.rss];
  const sampler = setInterval(() => samples.push(memoryOf(pid).rss), 20);
  let statuses: number[];
  try {
    statuses = await Promise.all(
      [0, 1, 2].flatMap(() =>
        files.map(async ([name, bytes, type]) => {
          const form = new FormData();
          form.append('photo', new Blob([bytes], { type }), name);
          const response = await fetch(`${url}/api/uploads/session-photo`, {
            method: 'POST',
            headers,
            body: form,
          });
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  const peak = Math.max(...samples, isReset ? after.hwm : 0);
  if (statuses.some((status) => status < 400)) throw new Error(`a hostile photo was accepted: ${statuses}`);
  console.log(
    `Hostile photos (${files.length} kinds × 3 at once, answered ${[...new Set(statuses)].join('/')}): server RSS ${before.rss.toFixed(0)} MB before, ` +
      `peak ${peak.toFixed(0)} MB (growth ${(peak - before.rss).toFixed(0)} MB, target < 300 MB${isReset ? ', VmHWM reset just before' : ', 20 ms samples'}), ${after.rss.toFixed(0)} MB after`,
  );
}
