// Zones as blocks: a page config places a zone (or only some item types of it) where it wants, e.g.
// `{ "block": "cms-zone", "props": { "zone": "aside" } }` or `{ "block": "cms-video", "props": { "zone": "main" } }`.
// They read the content page the template loaded (CmsPageContext); outside a content page they render nothing
// and warn once, so that a block placed on a template without content is noticed.
import { useContext } from 'react';
import { CmsPageContext } from '@/cms/cms-page-context';
import { CmsZone } from '@/cms/cms-zone';
import { warnOnce } from '@/lib/warn-once';

interface ZoneBlockProps {
  /** Zone name (default "main"). */
  zone?: string;
  /** Only these item types. */
  types?: string[];
}

function ZoneOf({ zone = 'main', types }: ZoneBlockProps) {
  const context = useContext(CmsPageContext);
  if (!context) {
    warnOnce(`Zone block "${zone}" is outside a content page: its template loads no page_content, so it shows nothing.`);
    return null;
  }
  return <CmsZone items={context.page.zones[zone]} preview={context.preview} only={types} />;
}

const ofType = (type: string) =>
  function ItemTypeBlock(props: Record<string, unknown>) {
    return <ZoneOf zone={typeof props.zone === 'string' ? props.zone : undefined} types={[type]} />;
  };

export default function CmsZoneBlock(props: Record<string, unknown>) {
  const types = Array.isArray(props.types) ? props.types.filter((t): t is string => typeof t === 'string') : undefined;
  return <ZoneOf zone={typeof props.zone === 'string' ? props.zone : undefined} types={types} />;
}

export const CmsRichTextBlock = ofType('rich_text');
export const CmsImageBlock = ofType('image');
export const CmsVideoBlock = ofType('video');
export const CmsAccordionBlock = ofType('accordion');
export const CmsCardsBlock = ofType('cards');
export const CmsCallToActionBlock = ofType('call_to_action');
export const CmsDownloadsBlock = ofType('downloads');
export const CmsPressReleasesBlock = ofType('press_releases');
