// The editors' preview of an animation (requirements §2.5 `animations-preview`, /animations-preview?id=N, in both route
// lists): the animation's page read-only, unpublished ones too, through the content preview's token (kept for
// the tab by the /preview entry, with the shell's Preview banner). Nothing can be done from here.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $previewing } from '@/model/content/preview-model';
import type { TemplateProps } from '@/templates/template-props';
import { Notice } from '@/ui/notice';
import { AnimationDetailPage } from './animation-detail-page';
import '@/templates/templates.css';
import './animations.css';

export default function AnimationsPreviewTemplate({ blocks }: TemplateProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const previewing = useUnit($previewing);
  return (
    <div className="animations-preview">
      {previewing ? null : (
        <Notice tone="info" live={false} className="animations-preview__hint">
          <p>{t('animations.preview.hint')}</p>
        </Notice>
      )}
      <AnimationDetailPage idParam={search.get('id') ?? undefined} blocks={blocks} preview />
    </div>
  );
}
