// One animation of the list: its picture when it has one (its space reserved by its size; none at all without
// one, rather than an empty box), type, title linking to its page, period, what it gives and the member's state.
import { useTranslation } from 'react-i18next';
import type { AnimationSummary } from '@/model/animations/animation-types';
import { RouteLink } from '@/ui/route-links';
import { periodText, rewardText } from './animation-format';
import { AnimationState } from './animation-state';

export function AnimationCard({ animation }: { animation: AnimationSummary }) {
  const { t, i18n } = useTranslation();
  const picture = animation.picture;
  return (
    <li className={`animation-card animation-card--${animation.status}`} data-testid="animation-card" data-animation-id={animation.id}>
      {picture ? (
        <img
          className="animation-card__picture"
          src={picture.src}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          loading="lazy"
        />
      ) : null}
      <p className="animation-card__type">{t(`animations.type.${animation.type}`)}</p>
      <h2 className="animation-card__title">
        <RouteLink to="animation-details" params={{ id: String(animation.id) }}>
          {animation.title}
        </RouteLink>
      </h2>
      {animation.summary ? <p className="animation-card__summary">{animation.summary}</p> : null}
      <p className="animation-card__period">{periodText(t, animation, i18n.language)}</p>
      <p className="animation-card__reward">{rewardText(t, animation)}</p>
      <p className="animation-card__state">
        <AnimationState animation={animation} />
      </p>
    </li>
  );
}
