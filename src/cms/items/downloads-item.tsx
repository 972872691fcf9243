import { useTranslation } from 'react-i18next';
import { CmsLink } from '../cms-link';
import type { ItemProps } from './item-types';
import '../cms.css';

function fileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, Math.round(bytes / 1000)), 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

export function DownloadsItem({ item }: ItemProps<'downloads'>) {
  const { t, i18n } = useTranslation();
  return (
    <section className="cms-downloads">
      {item.title ? <h2>{item.title}</h2> : null}
      <ul className="cms-downloads__list">
        {item.files.map((file) => (
          <li key={file.href} className="cms-download">
            <CmsLink href={file.href} className="cms-download__link" download>
              <span className="cms-download__label">{file.label}</span>
              <span className="cms-download__meta">
                {t('cms.download.meta', { format: file.format, size: fileSize(file.size_bytes, i18n.language) })}
              </span>
            </CmsLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
