import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/templates/content/content-page';
import type { TemplateProps } from '@/templates/template-props';
import { RouteLink } from '@/ui/route-links';

/**
 * requirements §2.5 `press-category`: /press/about, /press/release/:contentId and, without an id, /press/release (the list
 * of releases: a content page of its own whose press_releases item the server fills), each with the way back to
 * the press room.
 */
export default function PressCategoryTemplate(props: TemplateProps) {
  const { t } = useTranslation();
  const before = (
    <p className="content-page__back">
      <RouteLink to="press">← {t('cms.press.back')}</RouteLink>
    </p>
  );
  return <ContentPage {...props} variant="press-category" before={before} />;
}
