import Fastify from 'fastify';

/**
 * The yardstick every scenario divides by: a bare Fastify (the API's version, logger off) answering
 * `GET /` with `{ hello: 'world' }`, in a process of its own, as Fastify's benchmarks run it.
 * `node --import tsx bench/hello-world.ts <port>`.
 */
const port = Number(process.argv[2] ?? 3999);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
