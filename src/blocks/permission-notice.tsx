import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeRef } from '@/lib/safe-ref';
import { Notice } from '@/ui/notice';

/**
 * The login page's "private pages cannot be accessed" message (requirements §6), shown when a guest was sent
 * here from a page (a safe `ref`), or always with the `message` the page config gives.
 */
export default function PermissionNotice({ message }: { message?: unknown }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fromRef = safeRef(search.get('ref')) !== null;
  if (typeof message !== 'string' && !fromRef) return null;
  return (
    // A guest sent here from a page learns why on arrival: a polite status, not an alert that interrupts the login.
    <Notice as="p" tone="warning" live="status">
      {t(typeof message === 'string' ? message : 'notices.permissionDenied')}
    </Notice>
  );
}
