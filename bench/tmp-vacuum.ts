import { openBenchDatabase } from './database.ts';
for (const dir of process.argv.slice(2)) {
  const handle = await openBenchDatabase(dir);
  const started = performance.now();
  await handle.pool.query('VACUUM (ANALYZE)');
  console.log(`${dir}: migrated, VACUUM (ANALYZE) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
}
