// A form is two files in the project: schemas/forms/<id>.json (its fields) and schemas/forms/<id>.ui.json (their
// layout), the id in kebab-case. One rule for everyone who names or recognises them: the config checker, the studio's
// roles and its forms, the API's live contract, the browser's live forms and the export of the live set.

/** The folder of the forms' files, relative to the project. */
export const formsFolder = 'schemas/forms';

const named = /^schemas\/forms\/([a-z][a-z\d]*(?:-[a-z\d]+)*)(\.ui)?\.json$/;

/** The project path of a form's schema (`fields`) or uiSchema (`layout`). */
export const formFile = (formId: string, part: 'fields' | 'layout' = 'fields'): string =>
  `${formsFolder}/${formId}${part === 'layout' ? '.ui' : ''}.json`;

/** The form a project path is a file of, and which file; null for any other path (a misnamed file in the folder too). */
export function formFileOf(file: string): { formId: string; part: 'fields' | 'layout' } | null {
  const match = named.exec(file);
  return match?.[1] ? { formId: match[1], part: match[2] ? 'layout' : 'fields' } : null;
}

/** Whether a path is in the forms' folder, well named or not (the checker names a misnamed one). */
export const isInFormsFolder = (file: string): boolean => file.startsWith(`${formsFolder}/`);
