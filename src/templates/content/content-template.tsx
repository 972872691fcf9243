import { ContentPage } from './content-page';
import type { TemplateProps } from '@/templates/template-props';

/**
 * The content templates of requirements §2.5 whose whole page is the content system's zones (hero, main, aside —
 * server/content/README.md): public-page, programme, how-to-earn, earn-details, legal-mentions,
 * privacy-policy, who-we-are, press, media-kit. One chunk; the template name picks the layout variant.
 */
export default function ContentTemplate(props: TemplateProps) {
  return <ContentPage {...props} variant={props.page.template} />;
}
