// One way to show a page's data on its way: a spinner (or the page's placeholder), the failure with Try again, an
// unknown id, then the data.
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Loadable } from '@/lib/loadable';
import { LoadStates } from '@/ui/load-states';

function shown(state: Loadable<string[]>, onRetry = vi.fn()) {
  render(
    <LoadStates
      state={state}
      loading="Loading your orders…"
      failed="Your orders could not be loaded."
      retryLabel="Try again"
      onRetry={onRetry}
      notFound={<p>This order does not exist.</p>}
    >
      {(orders) => (
        <ul>
          {orders.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      )}
    </LoadStates>,
  );
  return onRetry;
}

describe('LoadStates', () => {
  it('says what is loading, politely and busy', () => {
    shown({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('says the failure and tries again on Try again', async () => {
    const onRetry = shown({ status: 'failure', code: 'network' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says an unknown id in the page’s words, without announcing it', () => {
    shown({ status: 'not-found' });
    expect(screen.getByText('This order does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders the data once it is there', () => {
    shown({ status: 'ready', data: ['10598', '10671'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['10598', '10671']);
  });
});

describe('LoadStates of a page whose data is its subject', () => {
  function page(state: Loadable<{ name: string }>) {
    render(
      <LoadStates
        state={state}
        loading="Loading the partner…"
        failed="The partner could not be loaded."
        retryLabel="Try again"
        onRetry={vi.fn()}
        notFound={<a href="/partners">All partners</a>}
        heading={{ pending: 'Partner', notFound: 'Partner not found' }}
      >
        {(partner) => <h1>{partner.name}</h1>}
      </LoadStates>,
    );
  }

  it('has its heading while it loads and when it fails', () => {
    page({ status: 'loading' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partner');
    cleanup();
    page({ status: 'failure' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partner');
    expect(screen.getByRole('alert')).toHaveTextContent('The partner could not be loaded.');
  });

  it('says an unknown id in its heading, with the way on', () => {
    page({ status: 'not-found' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partner not found');
    expect(screen.getByRole('link', { name: 'All partners' })).toBeInTheDocument();
  });

  it('is named by its data once there: one heading', () => {
    page({ status: 'ready', data: { name: 'Belgian Coast' } });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Belgian Coast']);
  });
});

describe('LoadStates of a list', () => {
  function list(state: Loadable<string[]>) {
    render(
      <LoadStates
        state={state}
        loading="Loading your favorites…"
        failed="Your favorites could not be loaded."
        retryLabel="Try again"
        onRetry={vi.fn()}
        empty={<p>You have no favorites yet.</p>}
      >
        {(shown) => (
          <ul>
            {shown.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </LoadStates>,
    );
  }

  it('says an empty list in the page’s words, and lists the items of one that is not', () => {
    list({ status: 'ready', data: [] });
    expect(screen.getByText('You have no favorites yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    list({ status: 'ready', data: ['Paris', 'Rome'] });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('You have no favorites yet.')).toBeNull();
  });
});

describe('LoadStates of a part of a page', () => {
  it('shows nothing for a missing page when it names no sentence for it', () => {
    const { container } = render(
      <LoadStates state={{ status: 'not-found' }} loading="…" failed="…" retryLabel="Try again" onRetry={vi.fn()}>
        {() => <p>content</p>}
      </LoadStates>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LoadStates of a part that keeps its shape', () => {
  function figures(state: Loadable<{ balance: string }>) {
    render(
      <LoadStates
        state={state}
        loading="Loading your miles…"
        placeholder={
          <p data-testid="skeleton" aria-hidden="true">
            ██████
          </p>
        }
        failed="Your balance could not be loaded."
        failedPlaceholder={<p>Balance: …</p>}
        retryLabel="Try again"
        onRetry={vi.fn()}
      >
        {(known) => <p>Balance: {known.balance}</p>}
      </LoadStates>,
    );
  }

  it('shows its placeholder instead of the spinner while it loads, and says it is loading as the spinner does', () => {
    figures({ status: 'loading' });
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your miles…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).not.toHaveClass('spinner');
    cleanup();
    figures({ status: 'ready', data: { balance: '5 000 miles' } });
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Balance: 5 000 miles')).toBeInTheDocument();
  });

  it('keeps its boxes above the failure when it could not be loaded', () => {
    figures({ status: 'failure' });
    expect(screen.getByText('Balance: …')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your balance could not be loaded.');
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
