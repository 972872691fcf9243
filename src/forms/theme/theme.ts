// The forms theme: our templates, widgets and fields, given to rjsf's Form as its `templates`, `widgets` and `fields`
// props. Everything not listed falls back to @rjsf/core's defaults (arrays, anyOf, … which no form uses yet). The names
// a form's uiSchema may give are src/contract/form-widget-names.ts's: the lists below are typed by them, and the config
// check refuses any other name.
import type { FormContextType, RJSFSchema, TemplatesType } from '@rjsf/utils';
import type { ThemeFieldName, ThemeWidgetName } from '@/contract/form-widget-names';
import type { FormFields, FormValues, FormWidgets } from '../form-types';
import { BaseInputTemplate } from './base-input-template';
import { DateRangeField } from './fields/date-range-field';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { CaptchaSlotWidget } from './widgets/captcha-slot-widget';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { CheckboxesWidget } from './widgets/checkboxes-widget';
import { CodeWidget } from './widgets/code-widget';
import { DestinationWidget } from './widgets/destination-widget';
import { FileWidget } from './widgets/file-widget';
import { RadioWidget } from './widgets/radio-widget';
import { RoomsWidget } from './widgets/rooms-widget';
import { SelectWidget } from './widgets/select-widget';
import { TextareaWidget } from './widgets/textarea-widget';
import './forms.css';

type ThemeTemplates = Partial<Omit<TemplatesType<FormValues, RJSFSchema, FormContextType>, 'ButtonTemplates'>>;

// SchemaForm renders its own error summary and submit button, so rjsf's list and button are not used.
const NoErrorList = () => null;

export const themeTemplates: ThemeTemplates = {
  BaseInputTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: NoErrorList,
};

/** rjsf's widgets we draw ourselves (`select` → SelectWidget, …). */
const rjsfWidgets: FormWidgets = {
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  CheckboxesWidget,
  TextareaWidget,
  FileWidget,
};

/**
 * The theme's own widgets, one per name a uiSchema may give (`"ui:widget": "code"`): the `captcha` slot a screen fills,
 * the code, the hotel search's destination and rooms. What each expects: src/forms/README.md.
 */
const ownWidgets = {
  captcha: CaptchaSlotWidget,
  code: CodeWidget,
  destination: DestinationWidget,
  rooms: RoomsWidget,
} satisfies Record<ThemeWidgetName, FormWidgets[string]>;

export const themeWidgets: FormWidgets = { ...rjsfWidgets, ...ownWidgets };

/** The theme's own fields, one per name a uiSchema may give (`"ui:field": "dateRange"`). */
export const themeFields = {
  dateRange: DateRangeField,
} satisfies Record<ThemeFieldName, FormFields[string]> as FormFields;
