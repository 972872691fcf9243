// The code and its Copy button. The clipboard API needs a secure context and the page's permission; when it is
// missing or refuses, the code is selected and the old copy command tried, and failing that the member is told
// to press Ctrl+C (the code is already selected, so that is all it takes).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

type CopyState = 'idle' | 'copied' | 'manual';

function selectText(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  selection.removeAllRanges();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.addRange(range);
}

async function copyToClipboard(code: string, element: HTMLElement | null): Promise<CopyState> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(code);
      return 'copied';
    }
  } catch {
    // refused (no permission, not a secure context): fall back to the selection below
  }
  if (!element) return 'manual';
  selectText(element);
  try {
    // Deprecated, yet still the one copy that works without the clipboard API (plain http, older engines).
    return document.execCommand('copy') ? 'copied' : 'manual';
  } catch {
    return 'manual';
  }
}

export function CopyCode({ code, prominent }: { code: string; prominent: boolean }) {
  const { t } = useTranslation();
  const codeRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => setState(await copyToClipboard(code, codeRef.current));
  return (
    <div className={prominent ? 'animation-code animation-code--prominent' : 'animation-code'}>
      <code ref={codeRef} className="animation-code__value" data-testid="animation-code">
        {code}
      </code>
      <Button variant={prominent ? 'primary' : 'secondary'} size={prominent ? 'medium' : 'small'} onClick={() => void copy()}>
        {t('animationActions.code.copy')}
      </Button>
      <span role="status" className="animation-code__status" data-testid="animation-code-status">
        {state === 'copied' ? t('animationActions.code.copied') : state === 'manual' ? t('animationActions.code.pressCtrlC') : ''}
      </span>
    </div>
  );
}
