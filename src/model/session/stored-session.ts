// Reads the session the browser kept (requirements §3 keys) and decides, exactly as requirements §4 says, whether it is a
// logged-in session: token, user and code exist, and the token is still valid or a refresh token exists.
import { readJson, readString } from '@/platform/storage';
import { storageKeys } from '@/lib/storage-keys';
import { isPasswordExpired } from '@/lib/password-expiry';
import type { User } from '@/model/user/user-types';

/** What the start-up needs of the stored user; the whole record is user-types' User. */
export type StoredUser = Partial<User>;

export interface StoredSession {
  loggedIn: boolean;
  user: StoredUser | null;
  passwordExpired: boolean;
}

export function readStoredSession(now: number): StoredSession {
  const token = readString(storageKeys.token);
  const refreshToken = readString(storageKeys.refreshToken);
  const code = readString(storageKeys.code);
  const user = readJson<StoredUser>(storageKeys.user);
  const exp = Number(readString(storageKeys.exp));
  const tokenValid = Number.isFinite(exp) && exp > now;
  const loggedIn = Boolean(token && user && code && (tokenValid || refreshToken));
  return {
    loggedIn,
    user: loggedIn ? user : null,
    passwordExpired: loggedIn && isPasswordExpired(user?.notification, now),
  };
}
