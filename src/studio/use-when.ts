// A moment as the studio writes it, in its language: "3 Dec 2026, 15:41".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useWhen(): (at: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (at: string) => format.format(new Date(at));
  }, [i18n.language]);
}
