import { Button } from './button';
import { Notice } from './notice';

/** A call that failed while loading a page's data: the reason, announced, and a way to try again. */
export function LoadFailure({
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <Notice tone="warning" data-testid={testId}>
      <p>{message}</p>
      <p>
        <Button onClick={() => onRetry()}>{retryLabel}</Button>
      </p>
    </Notice>
  );
}
