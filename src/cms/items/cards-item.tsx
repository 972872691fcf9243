import { CmsHtml } from '../cms-html';
import { CmsLink } from '../cms-link';
import { safeImageSrc } from '../safe-url';
import type { ItemProps } from './item-types';
import '../cms.css';

export function CardsItem({ item }: ItemProps<'cards'>) {
  const Title = item.title ? 'h3' : 'h2';
  return (
    <section className="cms-cards">
      {item.title ? <h2>{item.title}</h2> : null}
      <ul className="cms-cards__list">
        {item.items.map((card, i) => {
          const src = card.image ? safeImageSrc(card.image.src) : null;
          return (
            <li key={i} className="cms-card">
              {src && card.image ? (
                <img src={src} alt={card.image.alt} width={card.image.width} height={card.image.height} loading="lazy" decoding="async" />
              ) : null}
              {card.figure ? <p className="cms-card__figure">{card.figure}</p> : null}
              <Title className="cms-card__title">{card.title}</Title>
              {card.html ? <CmsHtml html={card.html} className="cms-rich-text" /> : null}
              {card.link ? (
                <CmsLink href={card.link.href} className="cms-card__link">
                  {card.link.label}
                </CmsLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
