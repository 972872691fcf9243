import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from '@/ui/scroll-region';

// jsdom has no layout: the widths the hook compares and the observer that reports a resize are given here. Like
// the browser's, the observer reports an element once when it starts observing it (after layout), then on resize.
let width = { scroll: 300, client: 300 };
const observers: (() => void)[] = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {
    observers.push(() => this.callback());
  }
  observe() {
    // Later, as the browser does (after its layout), never inside React's commit.
    queueMicrotask(() => this.callback());
  }
  disconnect() {}
}

function stubLayout() {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => width.scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width.client);
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
  width = { scroll: 300, client: 300 };
});

describe('ScrollRegion', () => {
  it('is a named region and no tab stop while its content fits', () => {
    stubLayout();
    render(
      <ScrollRegion className="x" label="Totals">
        <table />
      </ScrollRegion>,
    );
    expect(screen.getByRole('region', { name: 'Totals' })).not.toHaveAttribute('tabindex');
  });

  it('becomes a tab stop when its content is wider than itself, and stops being one when it fits again', async () => {
    width = { scroll: 640, client: 320 };
    stubLayout();
    render(
      <ScrollRegion className="x" label="Totals">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Totals' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    width = { scroll: 320, client: 320 };
    act(() => observers.forEach((notify) => notify()));
    expect(region).not.toHaveAttribute('tabindex');
  });
});
