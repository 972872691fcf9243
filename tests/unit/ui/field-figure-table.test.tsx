// Field (label, hint and error wired by ids), Figure (a skeleton that keeps the value's place, "loading" for
// screen readers) and Table (caption and a named scrolling region).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from '@/ui/field';
import { Figure } from '@/ui/figure';
import { Table } from '@/ui/table';

describe('Field', () => {
  it('names the control by its label and describes it by the outer hint, its hint and its error', () => {
    const { rerender } = render(
      <>
        <p id="group-hint">Both dates are optional.</p>
        <Field id="from" label="From" hint="The first day" describedBy={['group-hint']} errorPrefix="Error:">
          {(control) => <input type="date" {...control} />}
        </Field>
      </>,
    );
    const input = screen.getByLabelText('From');
    expect(input).toHaveAccessibleDescription('Both dates are optional. The first day');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(
      <>
        <p id="group-hint">Both dates are optional.</p>
        <Field id="from" label="From" hint="The first day" describedBy={['group-hint']} errorPrefix="Error:" error="Too far back">
          {(control) => <input type="date" {...control} />}
        </Field>
      </>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Both dates are optional. The first day Error: Too far back');
  });
});

describe('Figure', () => {
  it('shows the value once known, and until then a skeleton hidden from screen readers, which hear "loading"', () => {
    const { rerender } = render(
      <dl>
        <Figure label="Main balance" value={null} loadingLabel="Loading your miles…" data-testid="balance" />
      </dl>,
    );
    const pair = screen.getByTestId('balance');
    const value = pair.querySelector('dd');
    expect(value).toHaveAttribute('aria-busy', 'true');
    expect(value?.querySelector('.ui-figure__skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(value?.querySelector('.ui-figure__skeleton')?.textContent).toMatch(/^\u2007{6}$/); // a number's width
    expect(screen.getByText('Loading your miles…')).toHaveClass('visually-hidden');

    rerender(
      <dl>
        <Figure label="Main balance" value="12 500 miles" loadingLabel="Loading your miles…" data-testid="balance" />
      </dl>,
    );
    expect(pair).toHaveTextContent('Main balance12 500 miles');
    expect(pair.querySelector('dd')).not.toHaveAttribute('aria-busy');
    expect(pair.querySelector('.ui-figure__skeleton')).toBeNull();
  });

  it('keeps a zero: 0 is a value, not "unknown"', () => {
    render(
      <dl>
        <Figure label="Pending" value={0} loadingLabel="Loading" hint="Not in the balance yet" data-testid="pending" />
      </dl>,
    );
    expect(screen.getByTestId('pending')).toHaveTextContent('Pending0Not in the balance yet');
  });
});

describe('Table', () => {
  it('is a table named by its caption inside a region of the same name (or the heading it is given)', () => {
    render(
      <>
        <Table caption="Totals by type" tableClassName="t">
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </Table>
        <h3 id="h">Balance</h3>
        <Table caption="Balance by month" captionHidden labelledBy="h">
          <tbody>
            <tr>
              <td>2</td>
            </tr>
          </tbody>
        </Table>
      </>,
    );
    expect(screen.getByRole('table', { name: 'Totals by type' })).toHaveClass('t');
    expect(screen.getByRole('region', { name: 'Totals by type' })).toContainElement(screen.getByRole('table', { name: 'Totals by type' }));
    expect(screen.getByRole('region', { name: 'Balance' })).toContainElement(screen.getByRole('table', { name: 'Balance by month' }));
    expect(screen.getByText('Balance by month')).toHaveClass('visually-hidden');
  });
});
