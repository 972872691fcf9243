// Figures and money as the portal writes them (src/contract/figures.ts, shared with the server's sentences).
import { formatEuros as eurosIn, formatFigure } from '../contract/figures';
import { appConfig } from './app-config';

/** Formats a number with the locale's digits (the portal's number locale unless told) and no-break spaces as group separators: 85000 → "85 000". */
export function formatNumber(value: number, locale = appConfig.constants.numberLocale, fractionDigits?: number): string {
  return formatFigure(value, locale, fractionDigits);
}

/** Euro cents as money in the language: "€12.50", "12.50 €", "€ 12.50" (the portal's number locale's digits). */
export function formatEuros(cents: number, language: string): string {
  return eurosIn(cents, language, appConfig.constants.numberLocale);
}
