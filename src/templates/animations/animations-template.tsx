// The animations (requirements §2.5 `animations`): the list at /earn/animations and one animation at
// /earn/animations/:id — the route's `id` parameter picks the view, so both routes share this one chunk.
import type { TemplateProps } from '@/templates/template-props';
import { AnimationDetailPage } from './animation-detail-page';
import { AnimationList } from './animation-list';
import '@/templates/templates.css';
import './animations.css';

export default function AnimationsTemplate({ title, blocks, params }: TemplateProps) {
  return params.id !== undefined ? (
    <AnimationDetailPage idParam={params.id} blocks={blocks} />
  ) : (
    <section className="page animations" data-template="animations">
      <h1>{title}</h1>
      {blocks}
      <AnimationList />
    </section>
  );
}
