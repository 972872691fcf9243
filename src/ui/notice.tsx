// A message box in the page (not a toast): its tone sets the look and how a screen reader hears it. An error or
// a warning interrupts (role=alert); information and success wait their turn (role=status). A notice that is part
// of the page from its first paint and reports no change (an empty list, a static hint) says live={false}.
import type { ReactNode, Ref } from 'react';
import './notice.css';

export type NoticeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

// `success` shares the historical green of `notice--info` until the two need telling apart.
const toneClass: Record<NoticeTone, string> = {
  neutral: '',
  info: 'notice--info',
  success: 'notice--success',
  warning: 'notice--warning',
  error: 'notice--error',
};

/** The class list of a notice's look, for the rare element that must stay itself (a live region whose tone changes). */
export function noticeClass(tone: NoticeTone = 'neutral', extra?: string): string {
  return ['notice', toneClass[tone], extra ?? ''].filter(Boolean).join(' ');
}

/** The live role a tone asks for: errors and warnings interrupt, the rest is polite. */
export function noticeRole(tone: NoticeTone): 'alert' | 'status' {
  return tone === 'warning' || tone === 'error' ? 'alert' : 'status';
}

interface Props {
  tone?: NoticeTone;
  /** false: no live role (content present from the first paint, nothing to announce). Default: by tone. */
  live?: boolean | 'status' | 'alert';
  /** A heading inside the notice (rendered as the given level, h2 by default). */
  title?: ReactNode;
  titleLevel?: 2 | 3;
  /** A follow-up control under the message (a retry button, a link). */
  action?: ReactNode;
  /** A paragraph (`p`, for a one-line message) or a box (`div`, for richer content). */
  as?: 'div' | 'p';
  className?: string;
  hidden?: boolean;
  /** For the control the notice describes (aria-describedby). */
  id?: string;
  /** -1 when the page moves the focus to the notice (a form's outcome). */
  tabIndex?: number;
  ref?: Ref<HTMLElement>;
  'data-testid'?: string;
  children?: ReactNode;
}

export function Notice({
  tone = 'neutral',
  live = true,
  title,
  titleLevel = 2,
  action,
  as = 'div',
  className,
  ref,
  children,
  ...rest
}: Props) {
  const role = live === false ? undefined : live === true ? noticeRole(tone) : live;
  const classes = noticeClass(tone, className);
  const Title = titleLevel === 3 ? 'h3' : 'h2';
  if (as === 'p')
    return (
      <p ref={ref as Ref<HTMLParagraphElement>} className={classes} role={role} {...rest}>
        {children}
        {action ? <> {action}</> : null}
      </p>
    );
  return (
    <div ref={ref as Ref<HTMLDivElement>} className={classes} role={role} {...rest}>
      {title ? <Title className="notice__title">{title}</Title> : null}
      {children}
      {action ? <div className="notice__action">{action}</div> : null}
    </div>
  );
}
