/** The id of the JSON script element in which a prerendered page carries its content (server/render/page-html.ts). */
export const initialContentId = 'initial-content';
