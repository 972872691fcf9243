// The blocks this build delivers (see registered-templates.ts for why this is a separate, import-free file).
export const registeredBlocks = ['permission-notice', 'back-link'] as const;

export type RegisteredBlock = (typeof registeredBlocks)[number];
