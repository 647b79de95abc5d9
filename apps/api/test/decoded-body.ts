import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer's body as the client reads it, decompressed by its Content-Encoding (br, gzip or none). */
export function decodedBody(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}
