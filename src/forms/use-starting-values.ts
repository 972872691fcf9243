// A form's starting values (SchemaForm's `initialData`) that change while it is shown move the fields still
// holding the previous ones; what the visitor typed or chose is theirs and stays.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type Form from '@rjsf/core';
import { sameAsJson } from '@/lib/same-data';
import type { FormSchema, FormValues, SchemaFormContext } from './form-types';

/**
 * Starting values that change while the form is shown move the fields still holding the previous ones: what
 * the visitor typed or chose is theirs and stays.
 */
export function useStartingValues(
  formRef: RefObject<Form<FormValues, FormSchema, SchemaFormContext> | null>,
  initialData: FormValues | undefined,
) {
  const previous = useRef(initialData ?? {});
  useEffect(() => {
    const before = previous.current;
    const next = initialData ?? {};
    previous.current = next;
    const form = formRef.current;
    if (!form || sameAsJson(before, next)) return;
    const values = form.state.formData ?? {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(next)])) {
      if (!sameAsJson(before[key], next[key]) && sameAsJson(values[key], before[key])) form.setFieldValue([key], next[key] as FormValues);
    }
  }, [formRef, initialData]);
}
