// First step of `npm test`: refuses at once (before minutes of type checking) when the browser tests
// cannot run, in one line with the command that fixes it, and names the parts that will be skipped
// because an optional tool is absent (each suite says so again when it skips).
import { chromiumMissing } from './chromium.ts';
import { pgbouncerInstalled, postgresInstalled, postgresMissing } from './test-postgres.ts';

const missing = chromiumMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}

const skipped: string[] = [];
if (!process.env.TEST_DATABASE_URL) {
  skipped.push('the integration suites run on the embedded PGlite only; their PostgreSQL, PgBouncer and Neon-driver runs (and the concurrency and function-bundle suites) are skipped, and the e2e load test runs on PGlite: TEST_DATABASE_URL is not set (eval "$(bash scripts/test-postgres.sh start)" sets it)');
} else if (!process.env.TEST_PGBOUNCER_URL) {
  skipped.push('the PgBouncer and Neon-driver runs are skipped: TEST_PGBOUNCER_URL is not set (install pgbouncer, then: eval "$(bash scripts/test-postgres.sh start)")');
}
if (!postgresInstalled) skipped.push(`the database outage tests (integration and e2e) are skipped: ${postgresMissing}`);
else if (!pgbouncerInstalled) skipped.push('the database outage tests run without PgBouncer and the Neon driver: pgbouncer is not installed (apt-get install -y pgbouncer)');
for (const line of skipped) console.warn(`npm test: ${line}.`);
