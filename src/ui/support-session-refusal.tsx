// An action a support session may not take says so next to it before it is pressed, and cannot be pressed: the
// refusal is the contract's (x-support-session), so an agent never learns it from an error after the fact.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { OperationId } from '@/generated/api-operations';
import { $inSupportSession, refusedCapability } from '@/model/impersonation/support-session-refusals';
import './support-session-refusal.css';

export interface SupportSessionRefusal {
  /** The action is refused in this session: disable it. */
  refused: boolean;
  /** The note's id, for the action's aria-describedby. */
  describedBy: string | undefined;
  /** The note to render next to the action (null when nothing is refused). */
  note: ReactNode;
}

/** `operation` undefined: an action of no operation, never refused. */
export function useSupportSessionRefusal(operation: OperationId | undefined): SupportSessionRefusal {
  const { t } = useTranslation();
  const id = useId();
  const inSupportSession = useUnit($inSupportSession);
  const capability = operation ? refusedCapability(operation) : null;
  if (!inSupportSession || !capability) return { refused: false, describedBy: undefined, note: null };
  return {
    refused: true,
    describedBy: id,
    note: (
      // A span shown as a block: the note may follow a button inside a paragraph.
      <span id={id} className="support-session-refusal">
        {t('impersonation.refusedAction', { action: t(`impersonation.capabilities.${capability}`) })}
      </span>
    ),
  };
}
