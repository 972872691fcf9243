// Block name → lazy block (see template-registry.ts). Blocks get their config props as they are: the page
// schema has already checked them against the block's props schema (schemas/config/blocks/<name>.json).
// `satisfies Record<RegisteredBlock, …>` makes this map exhaustive: a block declared there without a loader
// here (or the reverse) fails the typecheck.
import { createLazyRegistry } from './lazy-registry';
import type { Loader } from './lazy-registry';
import type { RegisteredBlock } from './registered-blocks';

export type BlockProps = Record<string, unknown>;

const loaders = {
  'permission-notice': () => import('@/blocks/permission-notice'),
  'back-link': () => import('@/blocks/back-link'),
  'profile-form': () => import('@/blocks/account/profile-form'),
  'locale-form': () => import('@/blocks/account/locale-form'),
  'change-password-form': () => import('@/blocks/account/change-password-form'),
  'profile-image-form': () => import('@/blocks/account/profile-image-form'),
  // Content zones and zone item types, placed by page config inside content pages.
  'cms-zone': () => import('@/blocks/cms/cms-zone-block'),
  'cms-rich-text': () => import('@/blocks/cms/cms-zone-block').then((m) => ({ default: m.CmsRichTextBlock })),
  'cms-image': () => import('@/blocks/cms/cms-zone-block').then((m) => ({ default: m.CmsImageBlock })),
  'cms-video': () => import('@/blocks/cms/cms-zone-block').then((m) => ({ default: m.CmsVideoBlock })),
  'cms-accordion': () => import('@/blocks/cms/cms-zone-block').then((m) => ({ default: m.CmsAccordionBlock })),
  'cms-cards': () => import('@/blocks/cms/cms-zone-block').then((m) => ({ default: m.CmsCardsBlock })),
  'cms-call-to-action': () => import('@/blocks/cms/cms-zone-block').then((m) => ({ default: m.CmsCallToActionBlock })),
  'cms-downloads': () => import('@/blocks/cms/cms-zone-block').then((m) => ({ default: m.CmsDownloadsBlock })),
  'cms-press-releases': () => import('@/blocks/cms/cms-zone-block').then((m) => ({ default: m.CmsPressReleasesBlock })),
  // Data sources and forms of page config (requirements §7 generic calls).
  'data-list': () => import('@/blocks/data/data-list-block'),
  'data-view': () => import('@/blocks/data/data-view-block'),
  'config-form': () => import('@/blocks/data/config-form-block'),
} satisfies Record<RegisteredBlock, Loader<BlockProps>>;

export const blockRegistry = createLazyRegistry<BlockProps>(loaders);
