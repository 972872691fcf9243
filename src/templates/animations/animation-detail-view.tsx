// One animation: its facts (type, period, what it gives, the member's state), its CMS content through the
// portal's CmsZone (sanitised like every page), and the action of its type. Read-only in the editors' preview.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CmsZone } from '@/cms/cms-zone';
import type { AnimationDetail } from '@/model/animations/animation-types';
import { ButtonLink } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { AnimationAction } from './actions/animation-action';
import { periodText, rewardText } from './animation-format';
import { AnimationState } from './animation-state';
import { ElearningPanel } from './elearning-panel';
import { PreviewQuestions } from './preview-questions';
import { QuizPanel } from './quiz-panel';
import { usePageTitle } from '@/ui/page-title';

interface Props {
  animation: AnimationDetail;
  blocks?: ReactNode;
  /** The editors' preview: nothing can be done, the questions are shown without answers. */
  readOnly: boolean;
  onChanged: () => void;
}

export function AnimationDetailView({ animation, blocks, readOnly, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const { picture, action } = animation;
  usePageTitle(animation.title);
  return (
    <article className="animation-detail__body" data-testid="animation-detail" data-animation-id={animation.id}>
      {readOnly ? null : (
        <p className="animation-detail__back">
          <ButtonLink to="animations" variant="link" size="small">
            {t('animations.detail.backToList')}
          </ButtonLink>
        </p>
      )}
      <h1>{animation.title}</h1>
      {blocks}
      {picture ? (
        <img className="animation-detail__picture" src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} />
      ) : null}
      <dl className="animation-detail__facts">
        <div>
          <dt>{t('animations.detail.type')}</dt>
          <dd>{t(`animations.type.${animation.type}`)}</dd>
        </div>
        <div>
          <dt>{t('animations.detail.period')}</dt>
          <dd>{periodText(t, animation, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('animations.detail.reward')}</dt>
          <dd>{rewardText(t, animation)}</dd>
        </div>
        {readOnly ? null : (
          <div>
            <dt>{t('animations.detail.state')}</dt>
            <dd>
              <AnimationState animation={animation} />
            </dd>
          </div>
        )}
      </dl>
      <div className="animation-detail__content">
        {Object.entries(animation.content.zones).map(([name, items]) => (
          <CmsZone key={name} items={items} preview={readOnly} />
        ))}
      </div>
      <section className="animation-detail__action" aria-labelledby="animation-action-title">
        <h2 id="animation-action-title">{t('animations.detail.takePart')}</h2>
        {readOnly ? (
          <Notice tone="info" live={false}>
            <p>{t('animations.preview.noActions')}</p>
          </Notice>
        ) : null}
        {action.kind === 'quiz' ? <QuizPanel animation={animation} action={action} readOnly={readOnly} /> : null}
        {action.kind === 'elearning' ? <ElearningPanel animation={animation} action={action} readOnly={readOnly} /> : null}
        {action.kind !== 'quiz' && action.kind !== 'elearning' && !readOnly ? (
          <AnimationAction animation={animation} onChanged={onChanged} />
        ) : null}
        {readOnly && (action.kind === 'quiz' || action.kind === 'elearning') ? (
          <PreviewQuestions questions={action.preview_questions ?? []} />
        ) : null}
      </section>
    </article>
  );
}
