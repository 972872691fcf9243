import { safeImageSrc } from '../safe-url';
import type { ItemProps } from './item-types';
import '../cms.css';

export function ImageItem({ item }: ItemProps<'image'>) {
  const src = safeImageSrc(item.src);
  if (!src) return null;
  return (
    <figure className="cms-image">
      <img src={src} alt={item.alt} width={item.width} height={item.height} loading="lazy" decoding="async" />
      {item.caption ? <figcaption>{item.caption}</figcaption> : null}
    </figure>
  );
}
