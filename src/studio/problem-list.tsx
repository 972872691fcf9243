// The config checker's problems as the studio lists them: each at its place (the JSON pointer, with its file when the
// list holds more than one file's), then the message. Given the text the problems are about, each also leads to its
// line there (the value selected in the JSON view). The message is said in the studio's language (problem-text.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as JsonPlaces from './json-places';
import type { Place } from './json-places';
import { problemText } from './problem-text';
import type { StudioProblem } from './studio-api';

/** The JSON parser that finds a pointer in a text, loaded the first time a list has a text to look in. */
function useJsonPlaces(wanted: boolean): typeof JsonPlaces | null {
  const [loaded, setLoaded] = useState<typeof JsonPlaces | null>(null);
  useEffect(() => {
    // Why nothing said on failure: the problems stay listed by pointer; only the way to their line is missing.
    if (wanted && !loaded) import('./json-places').then(setLoaded, () => undefined);
  }, [wanted, loaded]);
  return loaded;
}

interface Props {
  problems: StudioProblem[];
  /** The list's name for a screen reader ("Problems in this file"). */
  label?: string;
  /** Name each problem's file too (problems of several files). */
  withFile: boolean;
  className?: string;
  /** The text of the one file the problems are about, and what going to a problem's place does there. */
  inText?: { text: string; go: (place: Place) => void };
}

export function ProblemList({ problems, label, withFile, className, inText }: Props) {
  const { t, i18n } = useTranslation();
  const places = useJsonPlaces(inText !== undefined);
  const placeOf = inText && places ? places.placesIn(inText.text) : () => null;
  return (
    <ul aria-label={label} className={className}>
      {problems.map((problem) => {
        const place = placeOf(problem.pointer);
        return (
          <li key={`${problem.file}|${problem.pointer}|${problem.message}`}>
            <code>{withFile ? `${problem.file}#${problem.pointer}` : problem.pointer || '/'}</code>{' '}
            {problemText(problem, t, (key) => i18n.exists(key))}
            {place && inText ? (
              <>
                {' '}
                <button type="button" className="studio-button studio-button--quiet studio-button--small" onClick={() => inText.go(place)}>
                  {t('draft.goTo', { line: place.line })}
                </button>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
