// An item's heading as a link to its page (config `headingLink`: a booking's hotel), the route's parameters taken from
// the item's fields; plain words when the item lacks one of them (a link to a wrong page helps no one).
import type { DataItemLink } from '@/generated/config';
import { RouteLink } from '@/ui/route-links';
import { formatValue, isAbsent, valueAt } from './field-value';

export function ItemHeadingLink({ link, item, text }: { link: DataItemLink; item: unknown; text: string }) {
  const params: Record<string, string> = {};
  for (const [name, field] of Object.entries(link.params ?? {})) {
    const value = valueAt(item, field);
    if (isAbsent(value) || typeof value === 'object') return text;
    params[name] = formatValue(value);
  }
  return (
    <RouteLink to={link.route} params={params}>
      {text}
    </RouteLink>
  );
}
