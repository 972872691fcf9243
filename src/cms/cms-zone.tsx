import { useTranslation } from 'react-i18next';
import type { CmsItem } from '@/model/content/content-model';
import type { ItemProps, KnownItemType, KnownItems } from './items/item-types';
import { isKnownItemType, zoneItemComponent } from './zone-item-registry';
import './cms.css';

const warned = new Set<string>();

function warnUnknown(type: string): void {
  if (warned.has(type)) return;
  warned.add(type);
  console.warn(`Content item type "${type}" is not in the zone item registry (src/cms/zone-item-registry.ts): skipped.`);
}

function KnownItem<T extends KnownItemType>({ type, item }: { type: T; item: KnownItems[T] }) {
  const Component = zoneItemComponent(type);
  const props = { item } as ItemProps<T>;
  // The registry is a module-level map: the same type always gives the same component (no remounts).
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />;
}

interface CmsZoneProps {
  items: readonly CmsItem[] | undefined;
  /** Preview mode: an unknown item type is shown as a placeholder rather than skipped. */
  preview?: boolean;
  /** Only these item types (a block that places, say, only a zone's accordions). */
  only?: readonly string[];
  className?: string;
}

/** Renders a zone's items in order through the zone item registry. */
export function CmsZone({ items, preview = false, only, className = 'cms-zone' }: CmsZoneProps) {
  const { t } = useTranslation();
  const shown = (items ?? []).filter((item) => !only || only.includes(item.type));
  if (shown.length === 0) return null;
  return (
    <div className={className}>
      {shown.map((item, i) => {
        if (isKnownItemType(item.type))
          return <KnownItem key={i} type={item.type} item={item as unknown as KnownItems[typeof item.type]} />;
        warnUnknown(item.type);
        return preview ? (
          <p key={i} className="placeholder cms-unknown" role="note">
            {t('cms.unknownItem', { type: item.type })}
          </p>
        ) : null;
      })}
    </div>
  );
}
