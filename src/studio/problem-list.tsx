// The config checker's problems as the studio lists them: each at its place (the JSON pointer, with its file when the
// list holds more than one file's), then the message.
import type { StudioProblem } from './studio-api';

interface Props {
  problems: StudioProblem[];
  /** The list's name for a screen reader ("Problems in this file"). */
  label?: string;
  /** Name each problem's file too (problems of several files). */
  withFile: boolean;
  className?: string;
}

export function ProblemList({ problems, label, withFile, className }: Props) {
  return (
    <ul aria-label={label} className={className}>
      {problems.map((problem) => (
        <li key={`${problem.file}|${problem.pointer}|${problem.message}`}>
          <code>{withFile ? `${problem.file}#${problem.pointer}` : problem.pointer || '/'}</code> {problem.message}
        </li>
      ))}
    </ul>
  );
}
