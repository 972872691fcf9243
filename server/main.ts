// Starts the reference API server and the built portal on one origin (see server/README.md).
import { createWriteStream } from 'node:fs';
import { buildServer } from './app';
import { DataDirInUse } from './db/data-dir-lock';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? '.data/db';
// The demo members have published passwords (one is staff): only the embedded demo database gets them
// unasked; a real PostgreSQL only with MILES_SEED_DEMO=1.
const seedDemo = process.env.MILES_SEED_DEMO === '1' || (!databaseUrl && process.env.MILES_SEED_DEMO !== '0');
// MILES_LOG_FILE: the log goes to that file (appended) instead of standard output; the browser tests grep it.
const logFile = process.env.MILES_LOG_FILE;

const app = await buildServer({
  dataDir,
  databaseUrl,
  distDir: process.env.DIST_DIR ?? 'dist',
  // Another copy of schemas/forms (an editor trying a form field before it is committed).
  formsDir: process.env.MILES_FORMS_DIR || undefined,
  devOutbox: process.env.MILES_DEV_OUTBOX === '1',
  // Browser test runs log in dozens of times a minute from one address; the limits have their own API tests.
  rateLimit: process.env.MILES_RATE_LIMIT !== 'off',
  seedDemo,
  logger: logFile ? createWriteStream(logFile, { flags: 'a' }) : true,
}).catch((error: unknown) => {
  // A data directory held by another process is an operator's mistake, not a crash: say what to do.
  if (error instanceof DataDirInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});

// Ctrl-C and service managers stop it cleanly: PGlite must close to keep its data directory sound. A terminal's
// Ctrl-C reaches every process of its group and npm passes it on too, so the signal often comes twice: a repeat
// must not end the process while it closes.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
const url = `http://${host}:${port}/`;
console.log(`\nMiles portal and reference API: ${url} (database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir})`);
// Never a password here: logs are read by more people than the demo accounts are meant for.
if (seedDemo)
  console.log('Demo accounts (seeded on a fresh database): see "Demo data" in server/README.md for their e-mails and passwords.');
else console.log('No demo accounts (PostgreSQL): set MILES_SEED_DEMO=1 on a fresh database to seed them.');
if (process.env.MILES_DEV_OUTBOX === '1') console.log(`Dev outbox: ${url}api/dev/outbox?to=demo@example.com`);
if (logFile) console.log(`Log: ${logFile}`);
