// A partner's logo on its page, from its CMS zone (requirements §3 cmsContent.zones.partner_logo[0].partner_logo_img).
import type { PartnerDetail } from '@/model/partners/partners-model';
import { BrandLogo } from '@/ui/brand-logo';

export function PartnerLogo({ partner }: { partner: Pick<PartnerDetail, 'cmsContent'> }) {
  return <BrandLogo src={partner.cmsContent.zones.partner_logo[0]?.partner_logo_img} size="large" />;
}
