// `npm run check:config`: prints each problem as `file#/json/pointer: message` and exits 1 when any.
import { checkConfig } from '../server/config-check/check';
import { formatProblem } from '../server/config-check/problem';

const root = process.argv[2] ?? process.cwd();
const problems = checkConfig(root);
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length) {
  console.error(`\n${problems.length} config problem(s).`);
  process.exit(1);
}
console.log('Config is valid.');
