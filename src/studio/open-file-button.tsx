// "Open" beside a file named in a list (a draft waiting to be published, a recent change): opens its draft, named for
// a screen reader by the file it opens.
import { useTranslation } from 'react-i18next';

export function OpenFileButton({ file, onOpen }: { file: string; onOpen: (file: string) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="studio-button studio-button--quiet studio-button--small"
      aria-label={t('recent.openFile', { file })}
      onClick={() => onOpen(file)}
    >
      {t('recent.open')}
    </button>
  );
}
