// Notice: the look by tone (the class names the global styles know) and the live role a tone asks for.
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice, noticeClass } from '@/ui/notice';

describe('Notice', () => {
  it('interrupts for a warning or an error (alert) and waits its turn for information and success (status)', () => {
    render(
      <>
        <Notice tone="warning">Careful</Notice>
        <Notice tone="error">Broken</Notice>
        <Notice tone="info">For your information</Notice>
        <Notice tone="success">Saved</Notice>
      </>,
    );
    const alerts = screen.getAllByRole('alert').map((n) => [n.textContent, n.className]);
    expect(alerts).toEqual([
      ['Careful', 'notice notice--warning'],
      ['Broken', 'notice notice--error'],
    ]);
    const statuses = screen.getAllByRole('status').map((n) => [n.textContent, n.className]);
    expect(statuses).toEqual([
      ['For your information', 'notice notice--info'],
      ['Saved', 'notice notice--success'],
    ]);
  });

  it('has no live role when it is part of the page from the start, or the role asked for', () => {
    render(
      <>
        <Notice live={false} data-testid="static">
          Nothing yet
        </Notice>
        <Notice tone="warning" live="status" as="p">
          Please log in
        </Notice>
      </>,
    );
    expect(screen.getByTestId('static')).not.toHaveAttribute('role');
    expect(screen.getByTestId('static')).toHaveAttribute('class', 'notice');
    const polite = screen.getByRole('status');
    expect(polite.tagName).toBe('P');
    expect(polite).toHaveTextContent('Please log in');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a title and an action, takes a ref for a focus move, and can be hidden', () => {
    const ref = createRef<HTMLElement>();
    render(
      <>
        <Notice ref={ref} tone="success" title="Done" action={<button type="button">Again</button>} tabIndex={-1}>
          <p>All good</p>
        </Notice>
        <Notice as="p" tone="info" hidden>
          Not now
        </Notice>
      </>,
    );
    const box = screen.getByRole('status');
    expect(screen.getByRole('heading', { level: 2, name: 'Done' })).toBeInTheDocument();
    expect(box).toContainElement(screen.getByRole('button', { name: 'Again' }));
    ref.current?.focus();
    expect(box).toHaveFocus();
    expect(screen.getByText('Not now')).not.toBeVisible();
  });

  it('gives the same classes to an element that must stay itself', () => {
    expect(noticeClass('error', 'x')).toBe('notice notice--error x');
    expect(noticeClass()).toBe('notice');
  });
});
