import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers go as they are: a header and a compressor cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS = { level: 6 };

/**
 * The API's JSON compressed for clients that ask (`Accept-Encoding`: brotli, else gzip), decision
 * 047: a programme list or a feed page is a few kilobytes that a phone on a weak signal waits for.
 * Brotli at quality 4 (its default, 11, is meant for assets compressed once at build) keeps the
 * cost per answer to tens of microseconds. Images are not compressible types and pass as they are;
 * request bodies are never decompressed (no compressed uploads: no zip bombs).
 * The web app's assets are not concerned: they are precompressed at build (`web-static.ts`).
 */
export async function registerCompression(api: FastifyInstance) {
  await api.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
