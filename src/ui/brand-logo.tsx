// A partner's logo (a data list's item, a partner's page), never narrower than 18 mm (requirements §5: the partners'
// brand rules; brand-logo.css), on screen and in print. The name is always written next to it, so the picture is
// decorative; without one, its place stays (an empty frame).
import './brand-logo.css';

interface Props {
  src: unknown;
  /** large: a partner's own page, where the logo is above the fold (loaded at once). */
  size?: 'small' | 'large';
}

export function BrandLogo({ src, size = 'small' }: Props) {
  const className = `brand-logo brand-logo--${size}`;
  if (typeof src !== 'string' || src === '') return <span className={`${className} brand-logo--none`} aria-hidden="true" />;
  // The logos are 240 × 120: the attributes reserve their space before they load.
  return (
    <img className={className} src={src} alt="" width={240} height={120} loading={size === 'small' ? 'lazy' : undefined} decoding="async" />
  );
}
