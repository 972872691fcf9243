// The portal's buttons: one component for the look (variant, size) and the busy state, so a page never spells
// class names by hand. The class names are the ones the global stylesheet and CMS HTML already use
// (`button button--primary`…), so the look is unchanged; the extra variants and states live in button.css.
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { buttonClass } from './button-class';
import type { ButtonSize, ButtonVariant } from './button-class';
import type { OperationId } from '@/generated/api-operations';
import { RouteLink } from './route-links';
import { useSupportSessionRefusal } from './support-session-refusal';
import './button.css';

export { buttonClass };
export type { ButtonSize, ButtonVariant };

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

type ButtonProps = LookProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & {
    /**
     * Work in progress (a submit on its way): announced with aria-busy, and presses are ignored. The button stays
     * focusable (aria-disabled, not disabled) so the keyboard focus is not lost while it waits.
     * An `aria-disabled` button ignores presses too: what assistive technology is told is unavailable does nothing
     * for a mouse either (a page that accepts a press while it waits must not mark the button aria-disabled).
     */
    busy?: boolean;
    /**
     * The API operation the button performs. One a support session may not use (the contract's
     * x-support-session) is disabled there, with the reason beside it, before anyone presses it.
     */
    operation?: OperationId;
    ref?: Ref<HTMLButtonElement>;
  };

/** A button; `type` defaults to "button" (a form's submit says so explicitly). */
export function Button({ operation, ...props }: ButtonProps) {
  // Only a button that names an operation reads the session: the others stay plain on every render.
  return operation ? <OperationButton operation={operation} {...props} /> : <PlainButton {...props} />;
}

/** A button of an API operation: disabled with the reason beside it where the session may not use the operation. */
function OperationButton({ operation, ...props }: ButtonProps & { operation: OperationId }) {
  const refusal = useSupportSessionRefusal(operation);
  if (!refusal.refused) return <PlainButton {...props} />;
  return (
    <>
      <PlainButton {...props} disabled aria-describedby={refusal.describedBy} />
      {refusal.note}
    </>
  );
}

function PlainButton({
  variant,
  size,
  className,
  busy = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: Omit<ButtonProps, 'operation'>) {
  const ariaDisabled = busy || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (ariaDisabled) {
      event.preventDefault(); // a busy or unavailable submit button must not submit its form
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, size, className)}
      aria-busy={busy || undefined}
      aria-disabled={ariaDisabled || undefined}
      onClick={press}
    >
      {children}
    </button>
  );
}

type ButtonLinkProps = LookProps & {
  /** A route id ("default": the active list's default route); nothing renders when this language lacks the route. */
  to: string;
  params?: Record<string, string>;
  'data-testid'?: string;
};

/** A link that looks like a button: navigation by route id through the router (never a full page load). */
export function ButtonLink({ variant, size, className, to, params, children, ...rest }: ButtonLinkProps) {
  return (
    <RouteLink to={to} params={params} className={buttonClass(variant, size, className)} {...rest}>
      {children}
    </RouteLink>
  );
}
