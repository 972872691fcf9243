// The forms theme: our templates and widgets, given to rjsf's Form as its `templates` and `widgets` props.
// Everything not listed falls back to @rjsf/core's defaults (arrays, anyOf, … which no form uses yet).
import type { FormContextType, RJSFSchema, TemplatesType } from '@rjsf/utils';
import type { FormValues, FormWidgets } from '../form-types';
import { BaseInputTemplate } from './base-input-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { CaptchaSlotWidget } from './widgets/captcha-slot-widget';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { CheckboxesWidget } from './widgets/checkboxes-widget';
import { FileWidget } from './widgets/file-widget';
import { RadioWidget } from './widgets/radio-widget';
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

/** rjsf widget names (`select` → SelectWidget, …) plus the `captcha` slot screens fill. */
export const themeWidgets: FormWidgets = {
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  CheckboxesWidget,
  TextareaWidget,
  FileWidget,
  captcha: CaptchaSlotWidget,
};
