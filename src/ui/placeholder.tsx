/** A visible stand-in for something config named but this build cannot show (never a silent blank). */
export function Placeholder({ message }: { message: string }) {
  return (
    <div className="placeholder" role="alert" data-placeholder="">
      {message}
    </div>
  );
}
