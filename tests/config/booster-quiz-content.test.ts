/** @vitest-environment node */
// Two rules the content pages once stated have changed: the booster doubles the stays of the members
// who JOINED its animation, by CHECK-OUT date within its period (no fixed season, no separate declaration
// deadline), and /offers/autumn-quiz is the 500-mile Horizon brands quiz. Content written for the old rules
// must not come back in any language: the pages that stated them are read from the real files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pages = ['home', 'faq', 'how-to-earn', 'press-release-2026-autumn-booster'];
const languages = ['en', 'fr-be', 'nl-be'];

/** Every text of a version, html tags removed and spaces (also non-breaking ones) made plain. */
function textOf(name: string, language: string): string {
  const file = JSON.parse(readFileSync(`server/content/pages/${name}.json`, 'utf8')) as { published: Record<string, unknown> };
  const texts: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value.replace(/<[^>]*>/g, ' '));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(file.published[language]);
  return texts.join('\n').replace(/\s+/g, ' ');
}

/** The retired rules, as the pages wrote them in each language. */
const retired = [
  /31 (January|janvier|januari) 2027/i, // the old declaration deadline
  /15 (December|décembre|december) 2026/i, // the old fixed season
  /No registration is needed|Aucune inscription|Inschrijven is niet nodig|inschrijven is niet nodig/i,
  /\b300 miles\b/i, // the old quiz's reward
];

describe('the booster and quiz content', () => {
  for (const name of pages)
    for (const language of languages)
      it(`${name} (${language}) states no retired rule`, () => {
        const text = textOf(name, language);
        for (const rule of retired) expect(text, String(rule)).not.toMatch(rule);
      });

  it('the FAQ and the press release say the booster is joined and counts the check-out', () => {
    const joinAndCheckOut: Record<string, [RegExp, RegExp]> = {
      en: [/join/i, /check-out/i],
      'fr-be': [/rejoi/i, /date de départ/i],
      'nl-be': [/meedoen|doe mee|doen met/i, /check-out/i],
    };
    for (const name of ['faq', 'press-release-2026-autumn-booster'])
      for (const [language, patterns] of Object.entries(joinAndCheckOut))
        for (const pattern of patterns) expect(textOf(name, language), `${name} ${language} ${String(pattern)}`).toMatch(pattern);
  });

  it('the quiz cards offer the 500-mile quiz', () => {
    for (const name of ['home', 'how-to-earn'])
      for (const language of languages) expect(textOf(name, language), `${name} ${language}`).toMatch(/\b500 miles\b/);
  });
});
