// No waterfall: a route's lazy, a link's intent and React.lazy share one import per template,
// and a failed import can be tried again.
import { describe, expect, it, vi } from 'vitest';
import { createLazyRegistry } from '@/renderer/lazy-registry';

const Page = () => null;

describe('createLazyRegistry().preload', () => {
  it('imports a name once, however many times it is preloaded', async () => {
    const loader = vi.fn(async () => ({ default: Page }));
    const registry = createLazyRegistry<object>({ page: loader });
    await Promise.all([registry.preload('page'), registry.preload('page')]);
    await registry.preload('page');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('resolves for a failed import and imports afresh next time', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
    const registry = createLazyRegistry<object>({ page: loader });
    await expect(registry.preload('page')).resolves.toBeUndefined();
    await registry.preload('page');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('ignores an unknown name', async () => {
    await expect(createLazyRegistry<object>({}).preload('missing')).resolves.toBeUndefined();
  });
});

describe('createLazyRegistry().settled', () => {
  it('waits for the chunks asked for, arrived or failed, and starts none', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const slow = vi.fn(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)));
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    const never = vi.fn(async () => ({ default: Page }));
    const registry = createLazyRegistry<object>({ slow, failing, never });
    void registry.preload('slow');
    void registry.preload('failing');
    let done = false;
    const settled = registry.settled().then(() => (done = true));
    // The failed chunk has settled: the slow one has not, so neither has the whole.
    await registry.preload('failing');
    expect(done).toBe(false);
    arrive({ default: Page });
    await settled;
    expect(done).toBe(true);
    expect(never).not.toHaveBeenCalled();
  });
});
