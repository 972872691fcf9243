import { CmsHtml } from '../cms-html';
import type { ItemProps } from './item-types';

export function RichTextItem({ item }: ItemProps<'rich_text'>) {
  return <CmsHtml html={item.html} className="cms-rich-text" />;
}
