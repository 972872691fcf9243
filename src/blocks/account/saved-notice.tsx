/** A short "saved" confirmation under a form, announced politely. */
export function SavedNotice({ message }: { message: string | null }) {
  return (
    <p className="notice notice--info" role="status" hidden={!message}>
      {message}
    </p>
  );
}
