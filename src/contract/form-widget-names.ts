// The names a form's layout (its uiSchema) may give a field's `"ui:widget"` or `"ui:field"`. The forms theme
// (src/forms/theme/theme.ts) registers one component under each theme name, its lists typed by these, so a name cannot
// be listed without its component nor the reverse; the config check (server/config-check/widget-rules.ts) refuses any
// other name with its `file#/pointer`, for rjsf would fail on an unknown widget when the form opens, and draw an
// unknown field as if it had none.

/** rjsf's own widget names, drawn by the theme's templates and widgets (a date is a native date input…). */
export const rjsfWidgetNames = [
  'text',
  'password',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'data-url',
  'textarea',
  'date',
  'datetime',
  'date-time',
  'alt-date',
  'alt-datetime',
  'time',
  'color',
  'file',
  'files',
  'checkbox',
  'checkboxes',
  'radio',
  'select',
  'updown',
  'range',
  'hidden',
] as const;

/** The theme's own widgets, usable by any form: `"ui:widget": "<name>"` (src/forms/README.md says what each expects). */
export const themeWidgetNames = ['captcha', 'code', 'destination', 'rooms'] as const;

/** The theme's own fields, usable by any form: `"ui:field": "<name>"`. */
export const themeFieldNames = ['dateRange'] as const;

/** Widgets a page gives its form (SchemaForm's `widgets`), for a part drawn from the page's own data. */
export const pageWidgetNames = ['hotel'] as const;

/** Fields a page gives its form (SchemaForm's `fields`), for parts drawn from the page's own data. */
export const pageFieldNames = ['extraFields', 'quizQuestions', 'resultsFilters'] as const;

export type ThemeWidgetName = (typeof themeWidgetNames)[number];
export type ThemeFieldName = (typeof themeFieldNames)[number];

/** Every `"ui:widget"` name a form's layout may give. */
export const knownWidgetNames: ReadonlySet<string> = new Set([...rjsfWidgetNames, ...themeWidgetNames, ...pageWidgetNames]);
/** Every `"ui:field"` name a form's layout may give. */
export const knownFieldNames: ReadonlySet<string> = new Set([...themeFieldNames, ...pageFieldNames]);
