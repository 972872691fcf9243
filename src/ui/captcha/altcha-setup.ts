// The self-hosted proof-of-work captcha (altcha). The `external` build keeps styles in a CSS file and
// workers in their own files, so it runs under the strict CSP (no inline styles, no blob: workers).
// Loaded only by the pages with a captcha (this module is imported by their chunk).
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import 'altcha/i18n/fr-fr';
import 'altcha/i18n/nl';

// altcha's own global declarations (the $altcha registry of proof-of-work algorithms).
import type {} from 'altcha/types/generic';

for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(name, () => new ShaWorker());
for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  globalThis.$altcha.algorithms.set(name, () => new Pbkdf2Worker());

/** altcha's language codes for the portal's languages. */
export const altchaLanguage: Record<string, string> = { en: 'en', 'fr-be': 'fr-fr', 'nl-be': 'nl' };
