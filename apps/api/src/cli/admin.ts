import path from 'node:path';
import { ROLE_LABELS } from '@elan/domain';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/embedded/data-dir-lock.ts';
import { embeddedConnection } from '../db/embedded/embedded-postgres.ts';
import { leftoverServer } from '../db/embedded/leftover-server.ts';
import { openAppDatabase } from '../db/open-app-database.ts';
import { AppError } from '../lib/app-error.ts';
import { changeRoleByEmail } from '../modules/admin/admin.service.ts';

export const ADMIN_USAGE =
  'Usage : npm run admin -- promote <email>   (donne le rôle admin)\n' +
  '        npm run admin -- demote <email>    (rend le rôle membre)';

type Output = { out: (line: string) => void; err: (line: string) => void };

/**
 * The database `npm start` uses (decision 105): DATABASE_URL's server, or DATA_DIR's embedded one —
 * started for the command, or, when an Élan runs on it, reached through that Élan's server.
 */
async function openConfiguredDatabase(env: NodeJS.ProcessEnv): Promise<DatabaseHandle> {
  const config = loadConfig(env);
  try {
    return await openAppDatabase(config, () => {});
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const running = await leftoverServer(path.join(config.dataDir, 'pg'));
    if (!running)
      throw new Error(
        `Un processus Élan tient ${config.dataDir}, mais son serveur PostgreSQL ne répond pas : réessayez dans un instant.`,
      );
    return openDatabase(embeddedConnection(running, config.databasePassword), { max: 1 });
  }
}

/**
 * `npm run admin -- promote|demote <email>`: 0 when done, 1 when refused (unknown e-mail, last
 * admin, a database that cannot be opened), 2 for a wrong command. Every line is French.
 */
export async function runAdminCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: Output = { out: console.log, err: console.error },
): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'promote' && command !== 'demote') || !email || rest.length > 0) {
    output.err(ADMIN_USAGE);
    return 2;
  }
  let database: DatabaseHandle | undefined;
  try {
    database = await openConfiguredDatabase(env);
    const role = command === 'promote' ? 'admin' : 'user';
    const member = await changeRoleByEmail(database.db, email, role);
    output.out(
      `${member.first_name} ${member.last_name} (${member.email}) a maintenant le rôle ${ROLE_LABELS[member.role]}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      output.err(`Aucun compte Élan avec l’e-mail ${email.trim().toLowerCase()}.`);
    else output.err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database?.close();
  }
}
