// The member's password asked again before a card action that cannot be taken back (the PIN shown, a block).
import { Field } from '@/ui/field';

interface Props {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

export function CardPasswordField({ id, label, hint, error, value, onChange }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className="prepaid-card__field">
      {(control) => (
        <input {...control} type="password" autoComplete="current-password" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
