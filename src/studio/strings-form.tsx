// A strings file's draft as a form (config/locales/<language>/<namespace>.json): each text under its key's path, with
// its words in the other languages beside it, found by a search over keys and words, changed in place, removed, or a
// new one added under a key of its own. A text another language has and this file lacks (the checker's missing
// translation) is listed first, empty, to be written. The same text as the JSON view beside it: a change here writes
// the file again (two spaces of indent, every other key where it was). The checker's problems sit on the text they are
// about; a text with one is always listed.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from './problem-text';
import { newKeyProblem, parseObject, pathOf, pointerOf, stringEntries, textAt, withoutText, withText } from './string-entries';
import type { StringEntry, StringsTree } from './string-entries';
import type { StudioProblem } from './studio-api';
import { useOtherLanguages } from './use-other-languages';

/** How many texts are listed at once: a namespace holds hundreds, a search finds the one wanted. */
const listed = 40;

interface Props {
  /** The file's path (config/locales/<language>/<namespace>.json): its other languages are shown beside. */
  file: string;
  text: string;
  onText: (text: string) => void;
  /** The checker's problems in this file. */
  problems: StudioProblem[];
}

const found = (entry: StringEntry, words: string) =>
  !words || entry.path.join('.').toLowerCase().includes(words) || entry.text.toLowerCase().includes(words);

export function StringsForm({ file, text, onText, problems }: Props) {
  const { t, i18n } = useTranslation();
  const ids = { search: useId(), key: useId(), text: useId(), list: useId() };
  const tree = useMemo(() => parseObject(text), [text]);
  const others = useOtherLanguages(file);
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'language', languageDisplay: 'standard' }), [i18n.language]);
  const [search, setSearch] = useState('');
  const [newKey, setNewKey] = useState('');
  const [newText, setNewText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  // The texts changed or added here, listed first from then on: one never leaves the list under the person writing it.
  const [pinned, setPinned] = useState<string[]>([]);
  const pin = (key: string) => setPinned((keys) => (keys.includes(key) ? keys : [...keys, key]));
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
  const own = stringEntries(tree);
  const ownKeys = new Set(own.map((entry) => pointerOf(entry.path)));
  const missing = problems
    .filter((problem) => problem.key === 'translationMissing' && !ownKeys.has(problem.pointer))
    .map((problem): StringEntry => ({ path: pathOf(problem.pointer), text: '' }));
  const pinnedOwn = pinned.flatMap((key) => own.filter((entry) => entry.path.join('.') === key));
  const entries = [...missing, ...pinnedOwn, ...own.filter((entry) => !pinned.includes(entry.path.join('.')))];
  const problemsOf = (entry: StringEntry) => problems.filter((problem) => problem.pointer === pointerOf(entry.path));
  const words = search.trim().toLowerCase();
  const matching = entries.filter((entry) => found(entry, words) || problemsOf(entry).length > 0 || pinned.includes(entry.path.join('.')));
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
    setNewKey('');
    setNewText('');
    setAdded(key);
    pin(key);
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
          // The problem first: it is what the person must act on; then the other languages' words.
          const described = [theirs.length > 0 ? `${id}-problems` : '', others.length > 0 ? `${id}-others` : ''].filter(Boolean).join(' ');
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
                aria-describedby={described || undefined}
                onChange={(event) => {
                  pin(key);
                  write(withText(tree, entry.path, event.target.value));
                }}
              />
              {theirs.length > 0 ? (
                <ul id={`${id}-problems`} className="studio-field__error">
                  {theirs.map((problem) => (
                    <li key={`${problem.pointer}|${problem.message}`}>{say(problem)}</li>
                  ))}
                </ul>
              ) : null}
              {others.length > 0 ? (
                <dl id={`${id}-others`} className="studio-strings__others">
                  {others.map(([language, theirTree]) => (
                    <div key={language}>
                      <dt>{names.of(language) ?? language}</dt>
                      {textAt(theirTree, entry.path) === undefined ? (
                        <dd>{t('strings.absent')}</dd>
                      ) : (
                        <dd lang={language}>{textAt(theirTree, entry.path)}</dd>
                      )}
                    </div>
                  ))}
                </dl>
              ) : null}
              {ownKeys.has(pointerOf(entry.path)) ? (
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
              ) : null}
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
