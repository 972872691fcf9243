// One of the member's figures (balance, pending miles, rank…): a label and its value, in a <dl>. Until the value is
// known it shows a skeleton of a figure's size, so the page does not move when the number arrives (no layout shift)
// and a screen reader hears "loading" instead of a guessed number.
import type { ReactNode } from 'react';
import './figure.css';

interface Props {
  label: ReactNode;
  /** null (or undefined) while unknown: the skeleton is shown. */
  value: ReactNode | null | undefined;
  /** Read to screen readers in the skeleton's place ("Loading…"). */
  loadingLabel: string;
  /** A line under the value (what the figure means). */
  hint?: ReactNode;
  /** The page's classes: on the pair, its value and its hint. */
  className?: string;
  valueClassName?: string;
  hintClassName?: string;
  'data-testid'?: string;
  valueTestId?: string;
}

/** Rendered inside a <dl> (the pair is a <div> of a <dt> and its <dd>, which HTML allows). */
export function Figure({ label, value, loadingLabel, hint, className, valueClassName, hintClassName, valueTestId, ...rest }: Props) {
  const pending = value === null || value === undefined;
  return (
    <div className={className ? `ui-figure ${className}` : 'ui-figure'} {...rest}>
      <dt>{label}</dt>
      <dd className={valueClassName} data-testid={valueTestId} aria-busy={pending || undefined}>
        <FigureValue value={value} loadingLabel={loadingLabel} />
      </dd>
      {hint ? <dd className={hintClassName}>{hint}</dd> : null}
    </div>
  );
}

/**
 * The value alone, or its skeleton while unknown: for a figure outside a <dl> (the header's balance and rank).
 * `width` is the skeleton's length in digits (six by default: the size of a balance).
 */
export function FigureValue({
  value,
  loadingLabel,
  width = 6,
}: {
  value: ReactNode | null | undefined;
  loadingLabel: string;
  width?: number;
}) {
  if (value !== null && value !== undefined) return <>{value}</>;
  return (
    <>
      {/* Figure spaces: as wide as digits and as tall as the text line, so the box keeps its size. */}
      <span className="ui-figure__skeleton" aria-hidden="true">
        {'\u2007'.repeat(width)}
      </span>
      <span className="visually-hidden">{loadingLabel}</span>
    </>
  );
}
