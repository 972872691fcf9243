import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import { CmsLink } from '../cms-link';
import type { ItemProps } from './item-types';
import '../cms.css';

export function PressReleasesItem({ item }: ItemProps<'press_releases'>) {
  const { t, i18n } = useTranslation();
  const releases = item.items ?? [];
  return (
    <section className="cms-press">
      <h2>{item.title ?? t('cms.press.releases')}</h2>
      {releases.length === 0 ? (
        <p className="cms-empty">{t('cms.press.none')}</p>
      ) : (
        <ul className="cms-press__list">
          {releases.map((release) => (
            <li key={release.content_id} className="cms-press__release">
              <time dateTime={release.published_at}>{formatDay(release.published_at, i18n.language)}</time>
              <h3>
                <CmsLink href={`/press/release/${release.content_id}`}>{release.title}</CmsLink>
              </h3>
              <p>{release.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
