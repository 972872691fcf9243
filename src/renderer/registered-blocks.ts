// The blocks this build delivers (see registered-templates.ts for why this is a separate, import-free file).
export const registeredBlocks = ['permission-notice', 'back-link', 'profile-form', 'locale-form', 'change-password-form', 'profile-image-form', 'cms-zone', 'cms-rich-text', 'cms-image', 'cms-video', 'cms-accordion', 'cms-cards', 'cms-call-to-action', 'cms-downloads', 'cms-press-releases'] as const;

export type RegisteredBlock = (typeof registeredBlocks)[number];
