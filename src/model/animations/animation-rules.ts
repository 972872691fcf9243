// Pure rules of the animations' pages: the type filter read from the address, and the state a card shows.
import type { AnimationSummary, AnimationType } from './animation-types';

/** The eight types of requirements §3, in the order the filter lists them. */
export const animationTypes: readonly AnimationType[] = [
  'quiz',
  'survey',
  'elearning',
  'external_elearning',
  'booster',
  'event',
  'voucher',
  'code_distribution',
];

/** The address's `?type=` as a type, or null (all types) for a missing or unknown value: never a refused call. */
export function typeFromQuery(value: string | null | undefined): AnimationType | null {
  return animationTypes.find((type) => type === value) ?? null;
}

/** The route `type` of an animation's quiz page (requirements §2.2: quiz, survey or elearnings). */
export function quizRouteType(type: AnimationSummary['type']): 'quiz' | 'survey' | 'elearnings' {
  return type === 'survey' ? 'survey' : type === 'elearning' ? 'elearnings' : 'quiz';
}

/** A positive integer id from a route parameter, or null (the page then says "not found" without a call). */
export function idFromParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
