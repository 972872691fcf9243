// A strings file's draft as a form (config/locales/<language>/<namespace>.json): each text under its key's path, found
// by a search over keys and words, changed in place, removed, or a new one added under a key of its own. The same text
// as the JSON view beside it: a change here writes the file again (two spaces of indent, every other key where it
// was). The checker's problems sit on the text they are about; a text with one is always listed.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from './problem-text';
import { newKeyProblem, pointerOf, stringEntries, withoutText, withText } from './string-entries';
import type { StringEntry, StringsTree } from './string-entries';
import type { StudioProblem } from './studio-api';

/** How many texts are listed at once: a namespace holds hundreds, a search finds the one wanted. */
const listed = 40;

interface Props {
  text: string;
  onText: (text: string) => void;
  /** The checker's problems in this file. */
  problems: StudioProblem[];
}

const parse = (text: string): StringsTree | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StringsTree) : null;
  } catch {
    return null;
  }
};

const found = (entry: StringEntry, words: string) =>
  !words || entry.path.join('.').toLowerCase().includes(words) || entry.text.toLowerCase().includes(words);

export function StringsForm({ text, onText, problems }: Props) {
  const { t, i18n } = useTranslation();
  const ids = { search: useId(), key: useId(), text: useId(), list: useId() };
  const tree = useMemo(() => parse(text), [text]);
  const [search, setSearch] = useState('');
  const [newKey, setNewKey] = useState('');
  const [newText, setNewText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const focusKey = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const keyField = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const say = (problem: StudioProblem) => problemText(problem, t, (key) => i18n.exists(key));
  // Why after the render: the added text is in the list only once the file has been written again.
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    const input = list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
    if (!input) return;
    focusKey.current = null;
    input.focus();
  });

  if (!tree) return <p className="studio-hint">{t('form.notJson')}</p>;
  const write = (next: StringsTree) => onText(`${JSON.stringify(next, null, 2)}\n`);
  const entries = stringEntries(tree);
  const problemsOf = (entry: StringEntry) => problems.filter((problem) => problem.pointer === pointerOf(entry.path));
  const words = search.trim().toLowerCase();
  const matching = entries.filter((entry) => found(entry, words) || problemsOf(entry).length > 0);
  const shown = matching.slice(0, listed);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const key = newKey.trim();
    const problem = newKeyProblem(tree, key) ?? (newText.trim() === '' ? 'textRequired' : null);
    setRefused(problem);
    setAdded(null);
    if (problem) {
      (problem === 'textRequired' ? textField : keyField).current?.focus();
      return;
    }
    write(withText(tree, key.split('.'), newText));
    setSearch(key);
    setNewKey('');
    setNewText('');
    setAdded(key);
    focusKey.current = key;
  };

  return (
    <div className="studio-strings">
      <div className="studio-field">
        <label htmlFor={ids.search}>{t('strings.search')}</label>
        <input
          id={ids.search}
          ref={searchField}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby={`${ids.search}-hint`}
        />
        <p id={`${ids.search}-hint`} className="studio-hint">
          {t('strings.searchHint')}
        </p>
      </div>
      <p role="status" className="studio-hint">
        {matching.length === 0
          ? t('strings.none')
          : matching.length > shown.length
            ? t('strings.some', { count: matching.length, shown: shown.length })
            : t('strings.all', { count: matching.length })}
      </p>
      <ul ref={list} className="studio-strings__list" aria-labelledby={ids.search}>
        {shown.map((entry) => {
          const key = entry.path.join('.');
          const id = `${ids.list}-${key}`;
          const theirs = problemsOf(entry);
          return (
            <li key={key} className="studio-field studio-strings__entry">
              <label htmlFor={id}>
                <code>{key}</code>
              </label>
              <textarea
                id={id}
                data-key={key}
                rows={entry.text.length > 60 ? 3 : 1}
                value={entry.text}
                aria-invalid={theirs.length > 0 || undefined}
                aria-describedby={theirs.length > 0 ? `${id}-problems` : undefined}
                onChange={(event) => write(withText(tree, entry.path, event.target.value))}
              />
              {theirs.length > 0 ? (
                <ul id={`${id}-problems`} className="studio-field__error">
                  {theirs.map((problem) => (
                    <li key={`${problem.pointer}|${problem.message}`}>{say(problem)}</li>
                  ))}
                </ul>
              ) : null}
              <button
                type="button"
                className="studio-button studio-button--quiet"
                aria-label={t('strings.removeLabel', { key })}
                onClick={() => {
                  // Why: the focus goes on to the next text (the one before at the end), not to the top of the page.
                  const at = shown.indexOf(entry);
                  const next = shown[at + 1] ?? shown[at - 1];
                  if (next) focusKey.current = next.path.join('.');
                  else searchField.current?.focus();
                  write(withoutText(tree, entry.path));
                }}
              >
                {t('strings.remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <form className="studio-strings__add" onSubmit={add} noValidate aria-labelledby={`${ids.key}-heading`}>
        <h4 id={`${ids.key}-heading`}>{t('strings.add')}</h4>
        <div className="studio-field">
          <label htmlFor={ids.key}>{t('strings.newKey')}</label>
          <input
            id={ids.key}
            ref={keyField}
            value={newKey}
            spellCheck={false}
            aria-invalid={refused && refused !== 'textRequired' ? true : undefined}
            aria-describedby={refused && refused !== 'textRequired' ? `${ids.key}-error` : undefined}
            onChange={(event) => setNewKey(event.target.value)}
          />
          {refused && refused !== 'textRequired' ? (
            <p id={`${ids.key}-error`} className="studio-field__error">
              {t(`strings.${refused}`)}
            </p>
          ) : null}
        </div>
        <div className="studio-field">
          <label htmlFor={ids.text}>{t('strings.newText')}</label>
          <textarea
            id={ids.text}
            ref={textField}
            rows={2}
            value={newText}
            aria-invalid={refused === 'textRequired' || undefined}
            aria-describedby={refused === 'textRequired' ? `${ids.text}-error` : undefined}
            onChange={(event) => setNewText(event.target.value)}
          />
          {refused === 'textRequired' ? (
            <p id={`${ids.text}-error`} className="studio-field__error">
              {t('strings.textRequired')}
            </p>
          ) : null}
        </div>
        <p>
          <button type="submit" className="studio-button">
            {t('strings.addButton')}
          </button>
        </p>
        <p role="status" className="studio-hint">
          {added ? t('strings.added', { key: added }) : ''}
        </p>
      </form>
    </div>
  );
}
