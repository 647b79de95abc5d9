import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ObjectStorage } from '../src/config.ts';

/**
 * An S3-compatible store for tests: s3rver, in this process, on a free loopback port, its objects
 * in a temporary folder, one private bucket. `objectStorage` is what the S3_* variables would give.
 */
export async function startS3Store(bucket = 'elan-photos') {
  const directory = mkdtempSync(path.join(tmpdir(), 'elan-s3rver-'));
  const serverOn = (port: number) =>
    new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
  let server = serverOn(0);
  const { port } = await server.run();
  // s3rver's defaults: the S3RVER key pair; it checks the signature (SigV4) with it.
  const objectStorage: ObjectStorage = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  };
  // The test's own view of the bucket, through the S3 API (not through Élan).
  const client = new S3Client({
    endpoint: objectStorage.endpoint,
    region: objectStorage.region,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    objectStorage,
    directory,
    /** Every key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const listed: ListObjectsV2CommandOutput = await client.send(
        new ListObjectsV2Command({ Bucket: bucket }),
      );
      return (listed.Contents ?? []).map((item) => item.Key ?? '').sort();
    },
    /** An object's bytes and content type, as the store keeps them. */
    async read(key: string) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        bytes: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
        contentType: object.ContentType,
      };
    },
    async exists(key: string) {
      return client
        .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        .then(() => true)
        .catch((error: { name?: string }) => {
          if (error.name === 'NotFound') return false;
          throw error;
        });
    },
    /** Stops answering (an outage); `close` after it is a no-op. */
    async stop() {
      if (!server.httpServer.listening) return;
      server.httpServer.closeAllConnections();
      await server.close();
    },
    /** Answers again after `stop`, on the same address, with the objects it kept. */
    async restart() {
      if (server.httpServer.listening) return;
      server = serverOn(port);
      await server.run();
    },
    async close() {
      client.destroy();
      await this.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Store = Awaited<ReturnType<typeof startS3Store>>;
