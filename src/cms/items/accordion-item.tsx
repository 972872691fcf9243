import { useState } from 'react';
import { Accordion } from './accordion';
import type { ItemProps } from './item-types';
import '../cms.css';

export function AccordionItem({ item }: ItemProps<'accordion'>) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section className="cms-accordion">
      {item.title ? <h2>{item.title}</h2> : null}
      <Accordion entries={item.items} open={open} onToggle={toggle} level={item.title ? 3 : 2} />
    </section>
  );
}
