// Starts the reference API server and the built portal on one origin (see server/README.md).
import { buildServer } from './app';
import { users } from './db/seed-data';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;

const app = await buildServer({
  dataDir: process.env.DATA_DIR ?? '.data/db',
  databaseUrl,
  distDir: process.env.DIST_DIR ?? 'dist',
  devOutbox: process.env.MILES_DEV_OUTBOX === '1',
  // Browser test runs log in dozens of times a minute from one address; the limits have their own API tests.
  rateLimit: process.env.MILES_RATE_LIMIT !== 'off',
  logger: true,
});

// Ctrl-C and service managers stop it cleanly: PGlite must close to keep its data directory sound.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
const url = `http://${host}:${port}/`;
console.log(`\nMiles portal and reference API: ${url} (database: ${databaseUrl ? 'PostgreSQL' : (process.env.DATA_DIR ?? '.data/db')})`);
console.log('Demo accounts:');
for (const u of users) console.log(`  ${u.email.padEnd(22)} ${u.password.padEnd(15)} ${u.role}${u.passwordAgeDays > u.expireAfterDays ? ', password expired' : ''}`);
if (process.env.MILES_DEV_OUTBOX === '1') console.log(`Dev outbox: ${url}api/dev/outbox?to=demo@example.com`);
