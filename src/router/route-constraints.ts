// Parameter constraints of route config ("page is about or release", "id is all or a list of numbers"):
// React Router paths cannot express them, so a route that matches with a disallowed value counts as unknown.

/** True when every constrained parameter present in `params` matches its whole pattern. */
export function constraintsHold(constraints: Record<string, string> | undefined, params: Record<string, string | undefined>): boolean {
  if (!constraints) return true;
  return Object.entries(constraints).every(([name, pattern]) => {
    const value = params[name];
    return value === undefined || new RegExp(`^(?:${pattern})$`).test(value);
  });
}
