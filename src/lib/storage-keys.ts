// Local-storage keys of requirements §3. Language and country are kept per mode (logged in or public).
export const storageKeys = {
  token: 'token',
  refreshToken: 'refresh_token',
  exp: 'exp',
  code: 'code',
  user: 'user',
  role: 'role',
  accessibility: 'accessibility',
  renderedOnce: 'rendered_once',
  language: (mode: 'logged' | 'public') => `language_${mode}`,
  country: (mode: 'logged' | 'public') => `country_${mode}`,
} as const;
