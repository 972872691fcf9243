// The transfer's three steps. The form is never unmounted while the member reviews (only hidden), so
// "Back to edit" finds every value as typed. Its submit promise stays open during the review: when the API
// refuses the confirmed transfer, the promise rejects with the refusal and the form shows it on its field.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormValues } from '@/forms/form-types';
import {
  $confirmError,
  $review,
  $transferResult,
  confirmTransferFx,
  reviewCancelled,
  reviewTransferFx,
  transferRestarted,
} from '@/model/transfer/transfer-model';
import { isRetryable } from '@/model/transfer/transfer-rules';
import { TransferDone } from './transfer-done';
import { TransferReview } from './transfer-review';

interface Waiting {
  resolve: () => void;
  reject: (reason: unknown) => void;
}

export function TransferFlow() {
  const { t } = useTranslation();
  const units = useUnit({
    review: $review,
    result: $transferResult,
    confirmError: $confirmError,
    confirming: confirmTransferFx.pending,
    reviewTransfer: reviewTransferFx,
    confirm: confirmTransferFx,
    cancel: reviewCancelled,
    restart: transferRestarted,
  });
  const { review, result, reviewTransfer, confirm, cancel, restart } = units;
  const waiting = useRef<Waiting | null>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const [formKey, setFormKey] = useState(0);
  // Set by "Back" and "Make another transfer", used once the form is shown again.
  const focusForm = useRef(false);
  const step = result ? 'done' : review ? 'review' : 'edit';

  const settle = useCallback((reason?: unknown) => {
    const current = waiting.current;
    waiting.current = null;
    if (reason === undefined) current?.resolve();
    else current?.reject(reason);
  }, []);

  // A form left open (page left during the review) must not wait for ever.
  useEffect(() => () => settle(), [settle]);

  // Back on the form (not after a refusal: the form itself focuses the field in error).
  useEffect(() => {
    if (!focusForm.current || step !== 'edit') return;
    focusForm.current = false;
    (formArea.current?.querySelector<HTMLElement>('input') ?? formArea.current?.querySelector<HTMLElement>('h2'))?.focus();
  }, [step, formKey]);

  const onSubmit = async (data: FormValues) => {
    // The form's other fields (an editor's) go with the transfer as typed.
    await reviewTransfer({ ...data, agent_code: String(data.agent_code ?? ''), amount: Number(data.amount) });
    await new Promise<void>((resolve, reject) => {
      waiting.current = { resolve, reject };
    });
  };

  const onConfirm = async () => {
    try {
      await confirm();
      settle();
    } catch (error) {
      // Network failure or server error: the review stays, with its key, for a safe retry.
      if (!isRetryable(error as never)) settle(error);
    }
  };

  const onBack = () => {
    cancel();
    settle();
    focusForm.current = true;
  };

  const onAnother = () => {
    restart();
    setFormKey((k) => k + 1);
    focusForm.current = true;
  };

  return (
    <div className="transfer-flow">
      <section ref={formArea} className="account-card" aria-labelledby="transfer-form-title" hidden={step !== 'edit'}>
        <h2 id="transfer-form-title" tabIndex={-1}>
          {t('transfer.formTitle')}
        </h2>
        <LazySchemaForm key={formKey} formId="transfer-miles" submitLabel="forms.transferMiles.submit" onSubmit={onSubmit} />
      </section>
      {step === 'review' && review ? (
        <TransferReview
          review={review}
          confirming={units.confirming}
          error={units.confirmError}
          onConfirm={() => void onConfirm()}
          onBack={onBack}
        />
      ) : null}
      {step === 'done' && result ? <TransferDone result={result} onAnother={onAnother} /> : null}
    </div>
  );
}
