// `npm run check:animations [folder]`: checks every animation file as the server does at start (default folder:
// server/animations/data) and prints each problem as `file#/pointer: message`.
import { loadContract } from '../http/contract';
import { animationsDir, readAnimationFiles } from './animation-files';

const dir = process.argv[2] ?? animationsDir;
try {
  const files = readAnimationFiles(loadContract(), dir);
  console.log(`Animations are valid: ${files.length} files.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
