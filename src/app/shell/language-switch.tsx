// Switching language keeps the member on the equivalent page: same route id, the new language's path.
// The URL is replaced first, then the language applied; the router of the new language starts there, and the
// page and the shell stay mounted (router-host.tsx): the select keeps the focus, a phone's menu stays open.
import { useId } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { isLanguage } from '@/lib/app-config';
import { navigationConfig } from '@/platform/site-config';
import { $language, languageChosen } from '@/model/locale/locale-model';
import { $languages } from '@/model/reference/reference-model';
import { $routeMode } from '@/model/session/session-model';
import { activeList } from '@/router/build-routes';
import { routeTableFor } from '@/router/active-table';
import { equivalentPath } from '@/router/equivalent-path';
import type { RouteHandle } from '@/router/route-handle';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const matches = useMatches();
  const location = useLocation();
  const { language, languages, mode, choose } = useUnit({
    language: $language,
    languages: $languages,
    mode: $routeMode,
    choose: languageChosen,
  });
  const onChange = (value: string) => {
    if (!isLanguage(value) || value === language) return;
    // A config route, or a path this language switched off (its route id says where to go in the new one).
    const match = [...matches].reverse().find((m) => {
      const handle = m.handle as RouteHandle | undefined;
      return handle?.route ?? handle?.retiredRouteId;
    });
    const handle = match?.handle as RouteHandle | undefined;
    const routeId = handle?.route?.id ?? handle?.retiredRouteId;
    const preferred = (mode === 'guest' ? navigationConfig.guest : navigationConfig.member).map((item) => item.route);
    const path = match
      ? equivalentPath(routeId, match.params, activeList(routeTableFor(value), mode), { pathname: location.pathname, preferred })
      : location.pathname;
    window.history.replaceState(null, '', `${path}${location.search}${location.hash}`);
    choose(value);
  };

  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select id={id} value={language} onChange={(e) => onChange(e.target.value)} className="language-switch__select">
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`languages.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
