// Types shared by the forms engine, its theme and the screens that render forms.
import type { ApiError, Violation } from '@/api/api-error';
import type {
  BaseInputTemplateProps,
  FieldProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RJSFSchema,
  RegistryFieldsType,
  RegistryWidgetsType,
  UiSchema,
  ValidatorType,
  WidgetProps,
} from '@rjsf/utils';

/** The data of a form: field name (the API's) → value. */
export type FormValues = Record<string, unknown>;

/** One option of a select whose options the screen passes at run time (e.g. countries from the API). */
export interface FormOption {
  value: string | number;
  /** Shown as is: the screen passes text already in the member's language. */
  label: string;
}

/**
 * What a screen may pass to every field and widget. `options[<field name>]` fills a field rendered with
 * `"ui:widget": "select"` whose schema has no `enum` (e.g. `options.country_id`).
 */
export interface SchemaFormContext {
  options?: Readonly<Record<string, ReadonlyArray<FormOption>>>;
  /** Values the form's texts name (labels, help, messages): `{ count: 2 }` for a hotel's minimum stay of two nights. */
  textValues?: Readonly<Record<string, string | number>>;
  /**
   * Labels of fields the page draws from its own data, by their dotted path (`answers.12`: a quiz's question), for
   * the error summary: the schema has no title for them.
   */
  fieldLabels?: Readonly<Record<string, string>>;
  [key: string]: unknown;
}

export type FormSchema = RJSFSchema;
export type FormUiSchema = UiSchema<FormValues, FormSchema, SchemaFormContext>;
export type FormValidator = ValidatorType<FormValues, FormSchema, SchemaFormContext>;
export type FormWidgets = RegistryWidgetsType<FormValues, FormSchema, SchemaFormContext>;
export type FormFields = RegistryFieldsType<FormValues, FormSchema, SchemaFormContext>;
export type ThemeFieldProps = FieldProps<FormValues, FormSchema, SchemaFormContext>;
export type ThemeWidgetProps = WidgetProps<FormValues, FormSchema, SchemaFormContext>;
export type ThemeInputProps = BaseInputTemplateProps<FormValues, FormSchema, SchemaFormContext>;
export type ThemeFieldTemplateProps = FieldTemplateProps<FormValues, FormSchema, SchemaFormContext>;
export type ThemeObjectTemplateProps = ObjectFieldTemplateProps<FormValues, FormSchema, SchemaFormContext>;

/** One violation as the API reports it (the API client's type: `propertyPath` names the field, dotted if nested). */
export type ApiViolation = Violation;

/** What the API client rejects with (requirements §7: a code, and violations or a message). */
export type ApiRejection = Pick<ApiError, 'code' | 'errors' | 'key'>;

/** `t` as the engine needs it: a key (and interpolation values) in, text out. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;
