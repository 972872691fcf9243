// The portal's one number locale (`numberLocale` in config/app.json): the server's sentences write figures as the
// pages around them do (src/contract/figures.ts).
import { readFileSync } from 'node:fs';

export const numberLocale = (
  JSON.parse(readFileSync(new URL('../../config/app.json', import.meta.url), 'utf8')) as { constants: { numberLocale: string } }
).constants.numberLocale;
