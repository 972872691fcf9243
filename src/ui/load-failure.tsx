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
    <div className="notice notice--warning" role="alert" data-testid={testId}>
      <p>{message}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => onRetry()}>
          {retryLabel}
        </button>
      </p>
    </div>
  );
}
