// The shop filters' form offers what the catalogue takes: its sorts are the contract's (getProducts' `sort`) and the
// page's (shopSorts, which reads them back from the address), each named by its label key in the same order.
import { describe, expect, it } from 'vitest';
import contract from '../../../schemas/api/openapi.json';
import form from '../../../schemas/forms/shop-filters.json';
import ui from '../../../schemas/forms/shop-filters.ui.json';
import { shopSorts } from '@/model/shop/shop-filter';

const sortParameter = contract.paths['/products_light'].get.parameters.find((p) => 'name' in p && p.name === 'sort');

describe('the shop filters form', () => {
  it("offers the contract's sorts, in the page's order, each with its label", () => {
    const values = form.properties.sort.enum;
    expect(values).toEqual([...shopSorts]);
    expect(sortParameter && 'schema' in sortParameter ? sortParameter.schema : null).toMatchObject({ enum: values });
    expect(ui.sort['ui:enumNames']).toEqual(values.map((value) => `shop.sort.${value}`));
  });
});
