const warned = new Set<string>();

/** console.warn, once per distinct message (renders repeat; the console should not). */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
