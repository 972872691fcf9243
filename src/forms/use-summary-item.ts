// A line of the error summary: a field's message with the field's label and the id its link focuses, or a message
// for the form as a whole. Labels are translated with the values the page gives the form's texts, as on the field.
import { useCallback } from 'react';
import type { LoadedForm } from './form-registry';
import type { SchemaFormContext, Translate } from './form-types';
import type { SummaryItem } from './theme/error-summary';
import { fieldSchemaAt } from './validation/error-messages';

export function useSummaryItem(form: LoadedForm, translate: Translate, idPrefix = form.id, fieldLabels?: SchemaFormContext['fieldLabels']) {
  return useCallback(
    (path: string[], message: string, index: number): SummaryItem => {
      if (path.length === 0) return { key: `${index}:form`, message };
      const title = fieldSchemaAt(form.schema, path)?.title;
      // rjsf's ids: the form's id prefix, then the field's path.
      return {
        key: `${index}:${path.join('.')}`,
        message,
        label: fieldLabels?.[path.join('.')] ?? (title ? translate(title) : undefined),
        targetId: [idPrefix, ...path].join('_'),
      };
    },
    [form, translate, idPrefix, fieldLabels],
  );
}
