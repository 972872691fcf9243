// No waterfall: a route's lazy, a link's intent and React.lazy share one import per template,
// and a failed import can be tried again.
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLazyRegistry } from '@/renderer/lazy-registry';

const Page = () => null;

class Failed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>failed</p> : this.props.children);
}

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

  it('renders a name whose first import failed when a later page asks for it again', async () => {
    const Shown = () => <p>shown</p>;
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Shown });
    const registry = createLazyRegistry<object>({ page: loader });
    const show = () => {
      const Lazy = registry.get('page');
      return Lazy ? (
        <Failed>
          <Suspense fallback={<p>loading</p>}>
            <Lazy />
          </Suspense>
        </Failed>
      ) : null;
    };
    const first = render(show());
    expect(await screen.findByText('failed')).toBeTruthy();
    first.unmount();
    render(show());
    expect(await screen.findByText('shown')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('ignores an unknown name', async () => {
    await expect(createLazyRegistry<object>({}).preload('missing')).resolves.toBeUndefined();
  });
});
