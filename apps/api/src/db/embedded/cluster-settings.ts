import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { handOver, type RunAs } from './run-as.ts';

/** Rewritten at each start: where to listen, and durability that is never traded for speed. */
export function writeSettings(
  clusterDir: string,
  listen: { socketDir?: string; port: number },
  account: RunAs,
) {
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const lines = [
    '# Written by Élan at each start (apps/api/src/db/embedded/embedded-postgres.ts).',
    `listen_addresses = ${quote(listen.socketDir ? '' : '127.0.0.1')}`,
    `port = ${listen.port}`,
    `unix_socket_directories = ${quote(listen.socketDir ? `"${listen.socketDir}"` : '')}`,
    'unix_socket_permissions = 0700',
    'fsync = on',
    'synchronous_commit = on',
    'full_page_writes = on',
    'max_connections = 50',
    "timezone = 'UTC'",
    "log_timezone = 'UTC'",
    "log_min_messages = 'warning'",
  ];
  const file = path.join(clusterDir, 'elan.conf');
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  handOver(file, account);
  // The socket's folder and the socket are the owner's alone (0700): who can reach them is the
  // server's own account (and root), so they need no password — losing secrets.json never locks
  // a member out of their data. Loopback TCP, the fallback, always asks for the password.
  const access = path.join(clusterDir, 'pg_hba.conf');
  writeFileSync(
    access,
    [
      '# Written by Élan at each start (apps/api/src/db/embedded/embedded-postgres.ts).',
      'local all all trust',
      'host all all 127.0.0.1/32 scram-sha-256',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  chmodSync(access, 0o600);
  handOver(access, account);
}
