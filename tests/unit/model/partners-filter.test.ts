// The partner list's pure rules (src/model/partners/partners-filter.ts): the logo from the CMS zone and the
// search's folding.
import { describe, expect, it } from 'vitest';
import { foldText, isPartnerTypeChoice, matchesSearch, partnerLogo } from '@/model/partners/partners-filter';

describe('partner list rules', () => {
  it('takes the logo from cmsContent.zones.partner_logo[0].partner_logo_img, or none', () => {
    const zones = (logos: string[]) => ({
      cmsContent: { zones: { partner_logo: logos.map((partner_logo_img) => ({ partner_logo_img })) } },
    });
    expect(partnerLogo(zones(['/media/partner-logos/4.svg', '/media/other.svg']))).toBe('/media/partner-logos/4.svg');
    expect(partnerLogo(zones([]))).toBeNull();
  });

  it('searches without accents or case, every word anywhere in the name', () => {
    expect(foldText('  Genève TOURISME ')).toBe('geneve tourisme');
    expect(matchesSearch('Bénélux Assurances', 'benelux')).toBe(true);
    expect(matchesSearch('Bénélux Assurances', 'assur ben')).toBe(true);
    expect(matchesSearch('Bénélux Assurances', 'benelux rail')).toBe(false);
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });

  it('accepts only the list’s type choices from the address', () => {
    expect(['all', 'partner', 'destination', 'shop', null, ''].map(isPartnerTypeChoice)).toEqual([true, true, true, false, false, false]);
  });
});
