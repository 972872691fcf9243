import { useTranslation } from 'react-i18next';
import { goBack } from '@/lib/back-navigation';

/** "Back": history back, debounced (SPEC §2.4). Hidden when there is nothing to go back to. */
export default function BackLink() {
  const { t } = useTranslation();
  if (typeof window !== 'undefined' && window.history.length <= 1) return null;
  return (
    <button type="button" className="button button--link back-link" onClick={() => goBack()}>
      <span aria-hidden="true">← </span>
      {t('shell.back')}
    </button>
  );
}
