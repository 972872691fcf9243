// A partner's logo from its CMS zone (requirements §3 cmsContent.zones.partner_logo[0].partner_logo_img), never narrower
// than 18 mm (requirements §5: the partners' brand rules), on screen and in print (partners.css). The logo is the
// partner's name in picture form: the name is always written next to it, so the picture itself is decorative.
import { partnerLogo } from '@/model/partners/partners-filter';
import type { ListedPartner } from '@/model/partners/partners-filter';

export function PartnerLogo({ partner, size = 'small' }: { partner: Pick<ListedPartner, 'cmsContent'>; size?: 'small' | 'large' }) {
  const src = partnerLogo(partner);
  if (!src) return <span className={`partner-logo partner-logo--${size} partner-logo--none`} aria-hidden="true" />;
  // The logos are 240 × 120: the attributes reserve their space before they load.
  return <img className={`partner-logo partner-logo--${size}`} src={src} alt="" width={240} height={120} loading="lazy" decoding="async" />;
}
