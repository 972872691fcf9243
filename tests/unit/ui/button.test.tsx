// Button and ButtonLink: the classes the global styles know, the variants, the busy state (announced, presses
// ignored, focus kept) and the link that navigates by route id through the router.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';
import { ActiveRoutesContext } from '@/ui/route-links';
import type { TableRoute } from '@/contract/route-table';

describe('Button', () => {
  it('is a type="button" button with the primary look by default, and takes the other variants and sizes', () => {
    render(
      <>
        <Button>Save</Button>
        <Button variant="secondary" className="extra">
          Back
        </Button>
        <Button variant="link">Reset</Button>
        <Button variant="danger" size="small">
          Delete
        </Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('button', 'button--primary');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('class', 'button button--ghost extra');
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveAttribute('class', 'button button--link');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('class', 'button button--danger button--small');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('while busy says so (aria-busy, aria-disabled), ignores presses, and stays focusable', async () => {
    const user = userEvent.setup();
    const press = vi.fn();
    const { rerender } = render(
      <Button busy onClick={press}>
        Confirm
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(press).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    rerender(<Button onClick={press}>Confirm</Button>);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(press).toHaveBeenCalledTimes(1);
  });

  it('marked unavailable (aria-disabled) ignores presses and its form, and stays focusable', async () => {
    const user = userEvent.setup();
    const press = vi.fn();
    const submit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={submit}>
        <Button type="submit" aria-disabled onClick={press}>
          Confirm
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(press).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    rerender(
      <form onSubmit={submit}>
        <Button type="submit" onClick={press}>
          Confirm
        </Button>
      </form>,
    );
    await user.click(button);
    expect(press).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form a second time while busy', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button type="submit" busy>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  const route = (id: string, path: string): TableRoute => ({ id, path, page: id, tracking: id, list: 'private', origin: 'test' });
  const routes = [{ ...route('home', '/home'), default: true }, route('my-miles', '/my-miles')];

  it('is a router link to the route id, styled as a button, and navigates without a page load', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <ActiveRoutesContext.Provider value={routes}>
          <Routes>
            <Route
              path="/home"
              element={
                <ActionRow className="page__actions">
                  <ButtonLink to="my-miles">My miles</ButtonLink>
                  <ButtonLink to="shop" variant="secondary">
                    Shop
                  </ButtonLink>
                </ActionRow>
              }
            />
            <Route path="/my-miles" element={<h1>Miles page</h1>} />
          </Routes>
        </ActiveRoutesContext.Provider>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'My miles' });
    expect(link).toHaveAttribute('href', '/my-miles');
    expect(link).toHaveAttribute('class', 'button button--primary');
    expect(link.parentElement).toHaveAttribute('class', 'action-row page__actions');
    expect(screen.queryByRole('link', { name: 'Shop' })).toBeNull(); // a route this language lacks: no dead link
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Miles page' })).toBeInTheDocument();
  });
});
