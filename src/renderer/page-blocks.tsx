import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockConfig } from '@/generated/config';
import { Placeholder } from '@/ui/placeholder';
import { blockRegistry } from './block-registry';
import { warnOnce } from '@/lib/warn-once';

/** Renders a page's blocks from config; an unknown block is a visible placeholder and a console warning. */
export function PageBlocks({ blocks }: { blocks: BlockConfig[] | undefined }) {
  const { t } = useTranslation();
  return (blocks ?? []).map((config, i) => {
    const Block = blockRegistry.get(config.block);
    if (!Block) {
      warnOnce(`Unknown block "${config.block}": it is not in the block registry.`);
      return <Placeholder key={i} message={t('renderer.unknownBlock', { name: config.block })} />;
    }
    return (
      <Suspense key={i} fallback={null}>
        <Block {...(config.props ?? {})} />
      </Suspense>
    );
  });
}
