// An item's logo (a partner's), never narrower than 18 mm (the partners' brand rules; data-blocks.css), on screen and
// in print. The item's heading says its name, so the picture is decorative; an item without one keeps its place.
export function ItemLogo({ src }: { src: unknown }) {
  if (typeof src !== 'string' || src === '') return <span className="data-list__logo data-list__logo--none" aria-hidden="true" />;
  // The logos are 240 × 120: the attributes reserve their space before they load.
  return <img className="data-list__logo" src={src} alt="" width={240} height={120} loading="lazy" decoding="async" />;
}
