// The history filters' form offers what the API takes: its types and statuses are the contract's MovementType and
// MovementStatus (a type the contract gains shows up as a failure here, not as a box the server refuses), each
// named by its label key in the same order.
import { describe, expect, it } from 'vitest';
import contract from '../../../schemas/api/openapi.json';
import form from '../../../schemas/forms/history-filters.json';
import ui from '../../../schemas/forms/history-filters.ui.json';

const schemas = contract.components.schemas;

describe('the history filters form', () => {
  it.each([
    ['type', schemas.MovementType.enum, 'history.types'],
    ['status', schemas.MovementStatus.enum, 'history.statuses'],
  ] as const)('offers every %s of the contract, each with its label', (field, contractValues, labels) => {
    const values = form.properties[field].items.enum;
    expect([...values].sort()).toEqual([...contractValues].sort());
    expect(ui[field]['ui:enumNames']).toEqual(values.map((value) => `${labels}.${value}`));
  });

  it('names its fields as the query parameters of getPointsHistory', () => {
    const operation = contract.paths['/points_history'].get;
    const parameters = operation.parameters.map((p) => ('name' in p ? p.name.replace(/\[\]$/, '') : ''));
    expect(parameters).toEqual(expect.arrayContaining(Object.keys(form.properties)));
  });
});
