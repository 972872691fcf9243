/** Milliseconds since the epoch. Injected everywhere time matters, so tests can move it (expiry, limits). */
export type Clock = () => number;

export const minutes = (n: number) => n * 60_000;
export const days = (n: number) => n * 86_400_000;
