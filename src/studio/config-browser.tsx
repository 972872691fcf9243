// The portal's config as the account's role works on it, with one search over every part: pages, the content
// system's pages (an editor's: their title in each language, the config pages that show them), each language's
// routes (its overlay applied), the menus and the schema forms, and the way to the drafts of the files the role
// changes (an editor's pages, a market team's route overlay); an editor's text overrides below them (string-overrides.tsx), found by the same search. It is the config the live version applies: read again
// after a publish and each time it is shown again.
import { lazy, Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { entryCount, searchConfig } from './config-search';
import { loadConfig } from './studio-api';
import type { Staff } from './studio-api';
import { useStudioLoad } from './use-studio-load';
import { formFile } from '@/contract/form-files';

// An editor's only, below the config: loaded when an editor's list is shown, out of every account's first load.
const StringOverrides = lazy(() => import('./string-overrides').then((module) => ({ default: module.StringOverrides })));

function Part({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = useId();
  if (count === 0) return null;
  return (
    <section className="studio-part" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="studio-count">({count})</span>
      </h2>
      <ul className="studio-list">{children}</ul>
    </section>
  );
}

interface Props {
  staff: Staff;
  languageName: (code: string) => string;
  /** Opens the draft of a config file (its path from the project's folder). */
  onEdit: (file: string) => void;
  /** What is shown above the search: publishing and the newest changes. */
  above: ReactNode;
  /** The token no longer opens the studio (expired, or the account removed): back to the login. */
  onSessionEnded: () => void;
  /** On the page (not behind a draft): read again each time it comes back, so a colleague's publish is listed. */
  shown: boolean;
  /** Changes when this account publishes or restores: the config is read again, as the new version applies it. */
  published: number;
}

export function ConfigBrowser({ staff, languageName, onEdit, onSessionEnded, above, shown: onPage, published }: Props) {
  const { t, i18n } = useTranslation();
  // Why the list stays while it is read again: the search and the place on the page are kept.
  const { state: loaded, retry } = useStudioLoad(loadConfig, onSessionEnded, { enabled: onPage, again: published });
  const [query, setQuery] = useState('');
  // The text overrides the search finds, counted with the config's (an editor's only).
  const [overridesFound, setOverridesFound] = useState(0);

  if (loaded.status === 'loading') return <p role="status">{t('config.loading')}</p>;
  if (loaded.status === 'failure')
    return (
      <div role="alert" className="studio-error">
        <p>{t('config.failed')}</p>
        <button type="button" className="studio-button" onClick={retry}>
          {t('config.retry')}
        </button>
      </div>
    );
  const shown = searchConfig(loaded.data, query);
  const found = entryCount(shown) + (staff.role === 'editor' ? overridesFound : 0);
  return (
    <>
      <p className="studio-lead">{t(staff.role === 'editor' ? 'config.leadEditor' : 'config.leadMarket')}</p>
      {staff.language ? (
        <p>
          <button type="button" className="studio-button" onClick={() => onEdit(`config/routes/overlays/${staff.language}.json`)}>
            {t('config.editOverlay', { language: languageName(staff.language) })}
          </button>
        </p>
      ) : null}
      {above}
      <div className="studio-field studio-search">
        <label htmlFor="studio-search">{t('config.search')}</label>
        <input
          id="studio-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby="studio-search-hint"
        />
        <p id="studio-search-hint" className="studio-hint">
          {t('config.searchHint')}
        </p>
      </div>
      <p role="status" className="studio-found">
        {found === 0 ? t('config.nothing', { query }) : t('config.found', { count: found })}
      </p>
      {staff.role === 'editor' ? (
        <Part title={t('config.files')} count={shown.files.length}>
          {shown.files.map((file) => (
            <li key={file}>
              <strong>{file}</strong>{' '}
              <button
                type="button"
                className="studio-button studio-button--quiet studio-button--small"
                aria-label={t('config.editFile', { file })}
                onClick={() => onEdit(file)}
              >
                {t('config.edit')}
              </button>
            </li>
          ))}
        </Part>
      ) : null}
      <Part title={t('config.pages')} count={shown.pages.length}>
        {shown.pages.map((page) => (
          <li key={page.id}>
            <strong>{page.id}</strong> <span>{t('config.pageRow', { template: page.template, title: page.title })}</span>
            {page.forms ? <span> · {t('config.pageForms', { forms: page.forms.join(', ') })}</span> : null}{' '}
            <button
              type="button"
              className="studio-button studio-button--quiet studio-button--small"
              aria-label={t('config.editPage', { page: page.id })}
              onClick={() => onEdit(`config/pages/${page.id}.json`)}
            >
              {t('config.edit')}
            </button>
          </li>
        ))}
      </Part>
      <Part title={t('config.contentPages')} count={shown.contentPages.length}>
        {shown.contentPages.map((content) => (
          <li key={content.url}>
            <strong>{content.url}</strong>{' '}
            <span>
              {t('config.contentTitle', {
                title: content.titles[i18n.language] ?? content.titles.en ?? Object.values(content.titles)[0] ?? '',
              })}
            </span>{' '}
            {Object.keys(content.titles).map((language) => (
              <span key={language} className="studio-tag">
                {languageName(language)}
              </span>
            ))}{' '}
            {content.draft ? <span className="studio-tag studio-tag--changed">{t('config.contentDraft')}</span> : null}{' '}
            <span>
              {content.pages.length ? t('config.contentShownBy', { pages: content.pages.join(', ') }) : t('config.contentNoPage')}
            </span>
          </li>
        ))}
      </Part>
      <Part title={t('config.routes')} count={shown.routes.length}>
        {shown.routes.map((route) => (
          <li key={`${route.language}|${route.list}|${route.id}`}>
            <strong>{route.path}</strong> <span className="studio-tag">{languageName(route.language)}</span>{' '}
            <span>{t('config.routeRow', { list: t(`lists.${route.list}`), page: route.page })}</span>
            {route.overlaid ? <span className="studio-tag studio-tag--changed">{t('config.overlaid')}</span> : null}
          </li>
        ))}
      </Part>
      <Part title={t('config.navigation')} count={shown.navigation.length}>
        {shown.navigation.map((entry) => (
          <li key={`${entry.menu}|${entry.route}`}>
            <strong>{entry.route}</strong> <span>{t('config.menuRow', { menu: t(`lists.${entry.menu}`), label: entry.label })}</span>
          </li>
        ))}
      </Part>
      <Part title={t('config.forms')} count={shown.forms.length}>
        {shown.forms.map((form) => (
          <li key={form.id}>
            <strong>{form.id}</strong> <span>{t('config.formRow', { fields: form.fields.join(', ') })}</span>
            {form.operation ? <span> · {t('config.formOperation', { operation: form.operation })}</span> : null}{' '}
            <button
              type="button"
              className="studio-button studio-button--quiet studio-button--small"
              aria-label={t('config.editFormFields', { form: form.id })}
              onClick={() => onEdit(formFile(form.id))}
            >
              {t('config.formFields')}
            </button>{' '}
            <button
              type="button"
              className="studio-button studio-button--quiet studio-button--small"
              aria-label={t('config.editFormLayout', { form: form.id })}
              onClick={() => onEdit(formFile(form.id, 'layout'))}
            >
              {t('config.formLayout')}
            </button>
            <details className="studio-labels">
              <summary>{t('config.formLabels', { count: form.labels.length })}</summary>
              <ul>
                {form.labels.map((label) => (
                  <li key={label.field}>
                    <code>{label.field}</code> {label.key ? <code>{label.key}</code> : null}
                    <dl>
                      {Object.entries(label.texts).map(([language, text]) => (
                        <div key={language}>
                          <dt>{languageName(language)}</dt>
                          <dd lang={language}>{text ?? t('config.labelMissing')}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </Part>
      {staff.role === 'editor' ? (
        <Suspense fallback={<p role="status">{t('overrides.loading')}</p>}>
          <StringOverrides query={query} languageName={languageName} onSessionEnded={onSessionEnded} onFound={setOverridesFound} />
        </Suspense>
      ) : null}
    </>
  );
}
