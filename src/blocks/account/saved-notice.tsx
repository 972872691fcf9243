import { Notice } from '@/ui/notice';
/** A short "saved" confirmation under a form, announced politely. */
export function SavedNotice({ message }: { message: string | null }) {
  return (
    <Notice as="p" tone="success" hidden={!message}>
      {message}
    </Notice>
  );
}
