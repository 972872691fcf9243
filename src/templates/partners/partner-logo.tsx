// A partner's logo on its page, from its CMS zone (requirements §3 cmsContent.zones.partner_logo[0].partner_logo_img),
// never narrower than 18 mm (requirements §5: the partners' brand rules), on screen and in print (partners.css). The
// logo is the partner's name in picture form: the name is always written next to it, so the picture is decorative.
import type { PartnerDetail } from '@/model/partners/partners-model';

export function PartnerLogo({ partner }: { partner: Pick<PartnerDetail, 'cmsContent'> }) {
  const src = partner.cmsContent.zones.partner_logo[0]?.partner_logo_img;
  if (!src) return <span className="partner-logo partner-logo--none" aria-hidden="true" />;
  // The logos are 240 × 120: the attributes reserve their space before they load.
  return <img className="partner-logo" src={src} alt="" width={240} height={120} decoding="async" />;
}
