// The zone item types this portal renders, typed from the API contract (schemas/api/openapi.json).
import type { components } from '@/generated/api';

type S = components['schemas'];

export interface KnownItems {
  rich_text: S['CmsRichText'];
  image: S['CmsImage'];
  video: S['CmsVideo'];
  accordion: S['CmsAccordion'];
  cards: S['CmsCards'];
  call_to_action: S['CmsCallToAction'];
  downloads: S['CmsDownloads'];
  press_releases: S['CmsPressReleases'];
}

export type KnownItemType = keyof KnownItems;

export interface ItemProps<T extends KnownItemType> {
  item: KnownItems[T];
}
