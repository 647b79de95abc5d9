import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../http-client.ts';
import { stopChild } from './system-services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The committed template production uses (decision 032). */
export const NGINX_TEMPLATE = path.join(root, 'deploy/nginx/elan.conf');

/** The template with its `${NAME}` placeholders filled; an unknown or missing one is an error. */
export function fillTemplate(values: Record<string, string>) {
  const text = readFileSync(NGINX_TEMPLATE, 'utf8');
  const placeholders = new Set([...text.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((match) => match[1] ?? ''));
  const missing = [...placeholders].filter((name) => values[name] === undefined);
  if (missing.length) throw new Error(`modèle nginx : ${missing.join(', ')} sans valeur`);
  return text.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * Debian's nginx in the foreground with a main configuration of its own (temporary folder, no
 * system paths) that includes the committed template, on a free loopback port, in front of
 * `upstreams` (host:port).
 */
export async function startNginx(upstreams: [string, string]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'elan-topology-nginx-'));
  mkdirSync(path.join(folder, 'temp'));
  const port = await freePort();
  const accessLog = path.join(folder, 'access.log');
  writeFileSync(
    path.join(folder, 'elan.conf'),
    fillTemplate({
      ELAN_LISTEN: `127.0.0.1:${port}`,
      ELAN_UPSTREAM_1: upstreams[0],
      ELAN_UPSTREAM_2: upstreams[1],
      ELAN_ACCESS_LOG: accessLog,
    }),
  );
  const temp = path.join(folder, 'temp');
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    [
      // As root, its workers would otherwise run as nobody, who cannot enter this private folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${temp}/${kind};`,
      ),
      `  include ${folder}/elan.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    'nginx',
    ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-e', `${folder}/error.log`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx s’est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx ne répond pas');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** Each access-log line's request and the upstream that answered it. */
    accessLog(): { request: string; upstream: string; requestId: string }[] {
      return readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => ({
          request: /"([^"]*)"/.exec(line)?.[1] ?? '',
          upstream: /upstream=(\S+)/.exec(line)?.[1] ?? '',
          requestId: /request_id=(\S+)/.exec(line)?.[1] ?? '',
        }));
    },
    async stop() {
      await stopChild(child, 'SIGQUIT');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
