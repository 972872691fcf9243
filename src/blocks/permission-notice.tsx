import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeRef } from '@/lib/safe-ref';

/**
 * The login page's "private pages cannot be accessed" message (SPEC §6), shown when a guest was sent
 * here from a page (a safe `ref`), or always with the `message` the page config gives.
 */
export default function PermissionNotice({ message }: { message?: unknown }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fromRef = safeRef(search.get('ref')) !== null;
  if (typeof message !== 'string' && !fromRef) return null;
  return (
    <p className="notice notice--warning" role="status">
      {t(typeof message === 'string' ? message : 'notices.permissionDenied')}
    </p>
  );
}
