import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemProps } from './item-types';
import '../cms.css';

/** The provider's privacy-enhanced host: no cookies until the visitor plays. The CSP's frame-src allows only it. */
export const videoEmbedBase = 'https://www.youtube-nocookie.com/embed/';

/** A video that loads nothing from the provider until the visitor asks to play it. */
export function VideoItem({ item }: ItemProps<'video'>) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const src = `${videoEmbedBase}${encodeURIComponent(item.video_id)}?autoplay=1&rel=0`;
  return (
    <figure className="cms-video">
      {playing ? (
        <iframe
          src={src}
          title={item.title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      ) : (
        <button type="button" className="cms-video__play" onClick={() => setPlaying(true)}>
          <span className="cms-video__icon" aria-hidden="true">
            ▶
          </span>
          <span>{t('cms.video.play', { title: item.title })}</span>
          <span className="cms-video__note">{t('cms.video.note')}</span>
        </button>
      )}
      <figcaption>{item.title}</figcaption>
    </figure>
  );
}
