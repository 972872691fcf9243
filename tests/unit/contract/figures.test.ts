// The portal writes figures one way on every page and in the server's sentences: the number locale's digits with
// no-break spaces between groups, and for money two decimals with the euro sign where the language puts it.
import { describe, expect, it } from 'vitest';
import { formatEuros, formatFigure, intlLocale, readWholeFigure } from '@/contract/figures';

const NB = '\u00a0';

describe('formatFigure', () => {
  it('groups with no-break spaces and keeps the decimals asked for', () => {
    expect(formatFigure(85_000, 'en-GB')).toBe(`85${NB}000`);
    expect(formatFigure(2.25, 'en-GB', 1)).toBe('2.3');
    expect(formatFigure(-1_234_567, 'en-GB')).toBe(`-1${NB}234${NB}567`);
  });
});

describe('formatEuros', () => {
  const amounts = [123_456_789, -1250, 5, 124_000];

  it('writes the same digits in every language; only the sign moves', () => {
    expect(amounts.map((c) => formatEuros(c, 'en', 'en-GB'))).toEqual([`€1${NB}234${NB}567.89`, '-€12.50', '€0.05', `€1${NB}240.00`]);
    expect(amounts.map((c) => formatEuros(c, 'fr-be', 'en-GB'))).toEqual([
      `1${NB}234${NB}567.89${NB}€`,
      `-12.50${NB}€`,
      `0.05${NB}€`,
      `1${NB}240.00${NB}€`,
    ]);
    expect(amounts.map((c) => formatEuros(c, 'nl-be', 'en-GB'))).toEqual([
      `€${NB}1${NB}234${NB}567.89`,
      `€${NB}-12.50`,
      `€${NB}0.05`,
      `€${NB}1${NB}240.00`,
    ]);
  });

  it('takes the decimal sign of the number locale it is given', () => {
    expect(formatEuros(1250, 'en', 'fr-BE')).toBe('€12,50');
  });

  it('never breaks a line inside an amount', () => {
    for (const language of ['en', 'fr-be', 'nl-be']) expect(formatEuros(123_456_789, language, 'en-GB')).not.toMatch(/[ \u202f]/u);
  });
});

describe('intlLocale', () => {
  it('names the Intl locale of each portal language, and passes any other through', () => {
    expect(['en', 'fr-be', 'nl-be', 'de'].map(intlLocale)).toEqual(['en-GB', 'fr-BE', 'nl-BE', 'de']);
  });
});

describe('readWholeFigure', () => {
  it('reads a figure typed plain or grouped as the portal writes it', () => {
    expect(
      ['3000', ' 3000 ', '3 000', `3${NB}000`, '3\u202f000', '3.000', '3,000', '1 000 000', '0'].map((t) => readWholeFigure(t)),
    ).toEqual([3000, 3000, 3000, 3000, 3000, 3000, 3000, 1_000_000, 0]);
  });

  it('refuses what is not a whole figure, mixed separators, and more digits than allowed', () => {
    expect(['', '3 00', '30 00', '3.5', '3 000.000', '-3', '3e3', 'abc', '12 345,678'].map((t) => readWholeFigure(t))).toEqual(
      Array(9).fill(null),
    );
    expect(readWholeFigure('1234567890')).toBeNull();
    expect(readWholeFigure('123 456', 5)).toBeNull();
  });
});
