// Zone item type → component, in the manner of the template and block registries: one map, created once;
// an unknown type is not rendered silently as nothing by accident — CmsZone warns and, in preview, shows it.
import type { ComponentType } from 'react';
import { AccordionItem } from './items/accordion-item';
import { CallToActionItem } from './items/call-to-action-item';
import { CardsItem } from './items/cards-item';
import { DownloadsItem } from './items/downloads-item';
import { ImageItem } from './items/image-item';
import type { ItemProps, KnownItemType } from './items/item-types';
import { PressReleasesItem } from './items/press-releases-item';
import { RichTextItem } from './items/rich-text-item';
import { VideoItem } from './items/video-item';

const zoneItems: { [T in KnownItemType]: ComponentType<ItemProps<T>> } = {
  rich_text: RichTextItem,
  image: ImageItem,
  video: VideoItem,
  accordion: AccordionItem,
  cards: CardsItem,
  call_to_action: CallToActionItem,
  downloads: DownloadsItem,
  press_releases: PressReleasesItem,
};

export const zoneItemTypes = Object.keys(zoneItems) as KnownItemType[];

export function isKnownItemType(type: string): type is KnownItemType {
  return Object.hasOwn(zoneItems, type);
}

/** The component of a known type (the caller has checked `isKnownItemType`). */
export function zoneItemComponent<T extends KnownItemType>(type: T): ComponentType<ItemProps<T>> {
  return zoneItems[type];
}
