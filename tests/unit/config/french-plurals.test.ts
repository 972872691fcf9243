// @vitest-environment node
// French puts 0 and 1 in the singular ("1 question répondue", "0 module lu"): a count of things a member sees is a
// plural key (`_one`/`_other`) read with `count`, so the sentence agrees with its figure.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { readLocaleTree } from '../../../server/reference/locale-strings';

// All of French's namespace files: the quiz's and the e-learning's groups, whichever file holds them.
const fr = readLocaleTree('fr-be');

async function french() {
  const i18n = createInstance();
  await i18n.init({ lng: 'fr-be', lowerCaseLng: true, resources: { 'fr-be': { translation: fr } }, interpolation: { escapeValue: false } });
  return i18n;
}

describe('French counts', () => {
  it('the quiz’s answered questions agree with their figure', async () => {
    const { t } = await french();
    expect([0, 1, 2].map((count) => t('quiz.answered', { count, total: 4 }))).toEqual([
      '0 question répondue sur 4',
      '1 question répondue sur 4',
      '2 questions répondues sur 4',
    ]);
  });

  it('the e-learning’s modules read agree with their figure', async () => {
    const { t } = await french();
    expect([0, 1, 3].map((count) => t('animations.elearning.progress', { count, total: 3 }))).toEqual([
      '0 module lu sur 3',
      '1 module lu sur 3',
      '3 modules lus sur 3',
    ]);
  });
});
