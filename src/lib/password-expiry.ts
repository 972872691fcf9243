// requirements §4: a password is expired when now is after password_create_date plus expire_after_days.

export interface PasswordNotification {
  password_create_date?: string | null;
  expire_after_days?: number | null;
}

const DAY_MS = 86_400_000;

/** True when the password has expired at `now`; false when the dates are unknown. */
export function isPasswordExpired(notification: PasswordNotification | null | undefined, now: number): boolean {
  const created = notification?.password_create_date ? Date.parse(notification.password_create_date) : NaN;
  const days = notification?.expire_after_days;
  if (Number.isNaN(created) || typeof days !== 'number' || days <= 0) return false;
  return now > created + days * DAY_MS;
}
