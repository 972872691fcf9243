// A voucher or a code distribution: the member receives a code (one of a limited stock). The code received in
// this visit is shown prominently with a Copy button; afterwards the page keeps showing it, quietly. When the
// stock has run out, the page says so.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnimationDetail, CodeAction } from '@/model/animation-actions/animation-action-types';
import { formatDay } from '@/lib/format-date';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { ActionFailureNotice } from './action-failure';
import { PeriodNotice } from './period-notice';
import { CopyCode } from './copy-code';
import { useAnimationActions } from './use-animation-actions';
import { useFocusOnChange } from '@/ui/use-focus-on-change';

export function CodePanel({ animation, action }: { animation: AnimationDetail; action: CodeAction }) {
  const { t, i18n } = useTranslation();
  const { pending, failure, receivedCode, request } = useAnimationActions(animation.id);
  const kind = animation.type === 'voucher' ? 'voucher' : 'code';
  const code = action.code ?? receivedCode ?? null;
  const headingId = `animation-action-${animation.id}`;
  const receivedRef = useRef<HTMLElement>(null);
  useFocusOnChange(receivedRef, receivedCode, Boolean(receivedCode));

  return (
    <section className="animation-action animation-action--code" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`animationActions.code.title.${kind}`)}</h3>
      {code ? (
        receivedCode ? (
          <Notice tone="success" data-testid="code-received" ref={receivedRef} tabIndex={-1}>
            <p>
              <strong>{t('animationActions.code.received')}</strong>
            </p>
            <CopyCode code={code} prominent />
            <p>{t('animationActions.code.kept')}</p>
          </Notice>
        ) : (
          <div data-testid="code-kept">
            <p>
              {action.received_at
                ? t('animationActions.code.yoursSince', { date: formatDay(action.received_at, i18n.language) })
                : t('animationActions.code.yours')}
            </p>
            <CopyCode code={code} prominent={false} />
          </div>
        )
      ) : action.codes_left <= 0 ? (
        <Notice as="p" tone="warning" data-testid="codes-exhausted">
          {t('animationActions.code.exhausted')}
        </Notice>
      ) : animation.status !== 'current' ? (
        <PeriodNotice animation={animation} closedKey="animationActions.code.closed" />
      ) : (
        <ActionRow>
          <Button variant="primary" busy={pending === 'claim'} onClick={() => request('claim')} operation="claimAnimationCode">
            {t(`animationActions.code.claim.${kind}`)}
          </Button>
        </ActionRow>
      )}
      <ActionFailureNotice failure={failure} />
    </section>
  );
}
