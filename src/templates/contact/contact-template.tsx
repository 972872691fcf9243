import { CmsZone } from '@/cms/cms-zone';
import { ContentPage } from '@/templates/content/content-page';
import type { TemplateProps } from '@/templates/template-props';
import { ContactForm } from './contact-form';
import '@/templates/shared/account-card.css';

/** requirements §2.5 `contact`: the content system's introduction (zone main) and the contact form; zone aside beside. */
export default function ContactTemplate(props: TemplateProps) {
  return (
    <ContentPage
      {...props}
      variant="contact"
      main={(page, preview) => (
        <>
          <CmsZone items={page.zones.main} preview={preview} />
          <ContactForm />
        </>
      )}
    />
  );
}
