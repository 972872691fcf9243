import { CmsHtml } from '../cms-html';
import { CmsLink } from '../cms-link';
import type { ItemProps } from './item-types';
import { buttonClass } from '@/ui/button-class';
import '../cms.css';

export function CallToActionItem({ item }: ItemProps<'call_to_action'>) {
  return (
    <section className="cms-cta">
      <h2 className="cms-cta__title">{item.title}</h2>
      {item.html ? <CmsHtml html={item.html} className="cms-rich-text" /> : null}
      <CmsLink href={item.link.href} className={buttonClass('primary', 'medium', 'cms-cta__link')}>
        {item.link.label}
      </CmsLink>
    </section>
  );
}
