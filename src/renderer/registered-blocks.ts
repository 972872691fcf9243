// The blocks this build delivers (see registered-templates.ts for why this is a separate, import-free file).
export const registeredBlocks = ['permission-notice', 'back-link', 'profile-form', 'locale-form', 'change-password-form', 'profile-image-form'] as const;

export type RegisteredBlock = (typeof registeredBlocks)[number];
