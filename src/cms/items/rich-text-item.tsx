import { CmsHtml } from '../cms-html';
import type { ItemProps } from './item-types';
import '../cms.css';

export function RichTextItem({ item }: ItemProps<'rich_text'>) {
  return <CmsHtml html={item.html} className="cms-rich-text" />;
}
