// `{{settings.<name>}}` in the text of CMS HTML (server/content/README.md, "Programme figures"): editors write
// the placeholder, the portal shows the figure of settings_light. Only text nodes are split here (cms-html.tsx
// calls this for text, never for attributes or URLs), so a placeholder can never build markup or a link.
import { isSettingName } from '@/model/settings/settings-figures';
import type { SettingName } from '@/model/settings/settings-figures';

/** A piece of text: as written, or the figure of a known setting. */
export type TextPart = { text: string } | { setting: SettingName };

const placeholder = /\{\{\s*settings\.([A-Za-z0-9_]+)\s*\}\}/g;

/** True when the text has something that looks like a settings placeholder (the cheap test before splitting). */
export function hasSettingsPlaceholder(text: string): boolean {
  return text.includes('{{') && /\{\{\s*settings\./.test(text);
}

/**
 * Splits text around its placeholders. An unknown name stays in the text as written (so a mistake shows rather
 * than a blank) and is reported through `onUnknown`.
 * @example splitSettingsPlaceholders('A card costs {{settings.new_card_cost}} miles')
 *   → [{ text: 'A card costs ' }, { setting: 'new_card_cost' }, { text: ' miles' }]
 */
export function splitSettingsPlaceholders(text: string, onUnknown: (written: string) => void = () => undefined): TextPart[] {
  const parts: TextPart[] = [];
  let pending = '';
  let from = 0;
  for (const match of text.matchAll(placeholder)) {
    const [written, name = ''] = match;
    pending += text.slice(from, match.index);
    from = match.index + written.length;
    if (isSettingName(name)) {
      if (pending) parts.push({ text: pending });
      pending = '';
      parts.push({ setting: name });
    } else {
      onUnknown(written);
      pending += written;
    }
  }
  pending += text.slice(from);
  if (pending) parts.push({ text: pending });
  return parts;
}

const warned = new Set<string>();

/** Warns once per page load per unknown placeholder (preview only: visitors' consoles stay quiet). */
export function warnUnknownPlaceholder(written: string): void {
  if (warned.has(written)) return;
  warned.add(written);
  console.warn(
    `Content: unknown programme figure ${written}: it is shown as written. Known: {{settings.minimum_transfer}}, {{settings.new_card_cost}}, {{settings.ideal_gift_threshold}}.`,
  );
}
