import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $previewing, previewLeft } from '@/model/content/preview-model';
import { Button } from '@/ui/button';

/** Always visible while previewing drafts, so an editor never mistakes a draft for the live page. */
export function PreviewBanner() {
  const { t } = useTranslation();
  const { previewing, leave } = useUnit({ previewing: $previewing, leave: previewLeft });
  if (!previewing) return null;
  return (
    <div className="preview-banner" role="region" aria-label={t('preview.leave')}>
      <p>
        <strong>{t('preview.banner')}</strong>
      </p>
      <Button variant="secondary" onClick={leave}>
        {t('preview.leave')}
      </Button>
    </div>
  );
}
