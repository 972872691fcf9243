// `npm run check:content [folder]`: checks every content file as the server does at start (default folder:
// server/content/pages) and prints each problem as `file#/pointer: message`.
import { loadContract } from '../http/contract';
import { contentDir, readContentFiles } from './content-files';

const dir = process.argv[2] ?? contentDir;
try {
  const files = readContentFiles(loadContract(), dir);
  console.log(`Content is valid: ${files.length} files.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
