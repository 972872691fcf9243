// The rows a review lists for a form's fields that its page does not show itself (src/forms/added-fields.tsx): the
// form's other fields with a value, in the form's order, labelled by their title key, an option by its ui:enumNames key.
import { describe, expect, it } from 'vitest';
import { addedFieldRows } from '@/forms/added-fields';
import type { FormSchema, FormUiSchema } from '@/forms/form-types';

const schema: FormSchema = {
  type: 'object',
  properties: {
    agent_code: { type: 'string', title: 'forms.fields.recipientAgentCode' },
    amount: { type: 'integer', title: 'forms.fields.transferAmount' },
    occasion: { type: 'string', title: 'forms.fields.occasion', enum: ['fair', 'birthday'] },
    message: { type: 'string', title: 'forms.fields.transferMessage' },
  },
};
const uiSchema: FormUiSchema = { occasion: { 'ui:enumNames': ['forms.occasions.fair', 'forms.occasions.birthday'] } };

describe('the fields a page does not show itself', () => {
  it('lists the others with a value, in the form’s order, an option by its label key', () => {
    const values = { message: 'For the fair', agent_code: 'FA123456', amount: 1000, occasion: 'fair' };
    expect(addedFieldRows(schema, uiSchema, values, ['agent_code', 'amount'])).toEqual([
      { name: 'occasion', label: 'forms.fields.occasion', value: { key: 'forms.occasions.fair' } },
      { name: 'message', label: 'forms.fields.transferMessage', value: { text: 'For the fair' } },
    ]);
  });

  it('lists nothing for a field left empty, or when the page shows every field', () => {
    expect(addedFieldRows(schema, uiSchema, { agent_code: 'FA123456', amount: 1000, message: '' }, ['agent_code', 'amount'])).toEqual([]);
    expect(addedFieldRows(schema, uiSchema, { agent_code: 'FA123456' }, ['agent_code', 'amount', 'occasion', 'message'])).toEqual([]);
  });
});
