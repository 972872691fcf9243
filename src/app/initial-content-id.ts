/** The id of the JSON script element in which a prerendered page carries its content (scripts/prerender.ts). */
export const initialContentId = 'initial-content';
