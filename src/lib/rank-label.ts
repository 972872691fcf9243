import type { i18n as I18n } from 'i18next';

/** A rank as the member reads it (member.ranks.<rank>), or the API's name when the portal does not know it. */
export function rankLabel(i18n: I18n, rank: string): string {
  const key = `member.ranks.${rank}`;
  return i18n.exists(key) ? i18n.t(key) : rank;
}
