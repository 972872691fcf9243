// `npm run check:content [folder]`: checks every content file as the server does at start (default folder:
// server/content/pages) and prints each problem as `file#/pointer: message`.
import { loadContract } from '../http/contract';
import { contentDir, readContentFiles } from './content-files';
import { routeCollisions } from './route-collisions';

const dir = process.argv[2] ?? contentDir;
try {
  const files = readContentFiles(loadContract(), dir);
  console.log(`Content is valid: ${files.length} files.`);
  // Warnings only: the server starts anyway (the project folder holding config/ is the working directory).
  for (const warning of routeCollisions(dir, process.argv[3] ?? process.cwd())) console.warn(`warning: ${warning}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
