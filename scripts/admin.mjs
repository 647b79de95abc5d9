// `npm run admin -- promote <email>` / `demote <email>`: gives or takes the admin role on the
// database `npm start` uses (DATABASE_URL, or DATA_DIR's embedded server). Decision 105.
import { register } from 'tsx/esm/api';

register();
const { runAdminCommand } = await import('../apps/api/src/cli/admin.ts');

process.exitCode = await runAdminCommand(process.argv.slice(2));
