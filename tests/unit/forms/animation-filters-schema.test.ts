// The animations' type filter offers what the list takes: its types are the page's (animationTypes, which reads them
// back from the address, in the order the filter lists them) and the contract's AnimationType (listAnimations' `type`:
// a type the contract gains shows up as a failure here, not as a choice missing from the select), each named by its
// label key in the same order.
import { describe, expect, it } from 'vitest';
import contract from '../../../schemas/api/openapi.json';
import form from '../../../schemas/forms/animation-filters.json';
import ui from '../../../schemas/forms/animation-filters.ui.json';
import { animationTypes } from '@/model/animations/animation-rules';

const typeParameter = contract.paths['/animations_type_light'].get.parameters.find((p) => 'name' in p && p.name === 'type');

describe('the animations filter form', () => {
  it("offers the page's types, in its order, each with its label", () => {
    const values = form.properties.type.enum;
    expect(values).toEqual([...animationTypes]);
    expect(ui.type['ui:enumNames']).toEqual(values.map((value) => `animations.type.${value}`));
  });

  it("offers every type of the contract, by the name of listAnimations' parameter", () => {
    expect(typeParameter && 'schema' in typeParameter ? typeParameter.schema : null).toEqual({
      $ref: '#/components/schemas/AnimationType',
    });
    expect([...form.properties.type.enum].sort()).toEqual([...contract.components.schemas.AnimationType.enum].sort());
    expect(form['x-fields']).toEqual(Object.keys(form.properties));
  });
});
