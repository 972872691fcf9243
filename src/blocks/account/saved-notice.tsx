import { useTranslation } from 'react-i18next';
import { Notice } from '@/ui/notice';
/** A short "saved" confirmation under a form, announced politely, in the language shown (its key is kept, not its text). */
export function SavedNotice({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation();
  return (
    <Notice as="p" tone="success" hidden={!messageKey}>
      {messageKey ? t(messageKey) : null}
    </Notice>
  );
}
