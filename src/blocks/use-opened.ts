// A screen asks its model for its data when it shows, when what it names changes (its `deps`), and when the
// language changes: the API writes its answers in the language asked (names, labels, statuses), and a language
// switch keeps the screen mounted with what the member typed (router-host.tsx), so the screen asks again.
import { useEffect } from 'react';
import type { DependencyList } from 'react';
import { useUnit } from 'effector-react';
import { $appliedLanguage } from '@/model/locale/locale-model';

export function useOpened(open: () => void, deps: DependencyList): void {
  const language = useUnit($appliedLanguage);
  // The caller's deps are checked where it calls (exhaustive-deps' additionalHooks, eslint.config.js).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(open, [...deps, language]);
}
