// The rules of one basket line, the same for add_product and basket_items PATCH: the product is sold, the
// variant belongs to it (and is given when it has variants), the quantity is at least the product's minimum,
// the line costs at most `maxLineMiles`, and the extra fields satisfy the product's JSON Schema (its
// violations under extras.<field>, with the schema's x-message / x-key). Every refusal is a 422.
import type { ValidateFunction } from 'ajv';
import type { Db } from '../db/db';
import { ApiError, fieldError } from '../http/api-error';
import type { Contract } from '../http/contract';
import { toViolations } from '../http/violations';
import { componentsOf, minimumOf } from './catalogue';
import type { PriceComponents } from './price';
import { linePrice } from './price';

/** Above this a line is surely a typing error (and totals stay far inside the ledger's integers). */
export const maxLineMiles = 10_000_000;

export interface LineProduct {
  id: number;
  type: number;
  names: Record<string, string>;
  conversion_rate: string | null;
  unit_price: string | null;
  minimum_quantity: number | null;
  extra_schema: object | null;
  ideal_gift: boolean;
}

export interface LineVariant {
  id: number;
  names: Record<string, string>;
  unit_price: string | null;
}

export interface CheckedLine {
  product: LineProduct;
  variant: LineVariant | null;
  quantity: number;
  extras: Record<string, string>;
  components: PriceComponents;
  price: number;
}

/** The line's components: the product's, with the variant's unit price when it has one. */
export function lineComponents(product: LineProduct, variant: Pick<LineVariant, 'unit_price'> | null) {
  const components = componentsOf(product);
  if (variant?.unit_price != null) components.unitPrice = Number(variant.unit_price);
  return components;
}

export async function loadLineProduct(db: Db, productId: number): Promise<{ product: LineProduct; variants: LineVariant[] }> {
  const [product] = await db.query<LineProduct>(
    `SELECT id, type, names, conversion_rate, unit_price, minimum_quantity, extra_schema, ideal_gift
       FROM products WHERE id = $1 AND active`,
    [productId],
  );
  if (!product) throw fieldError('product', 'Product not found', 'product_not_found');
  const variants = await db.query<LineVariant>(
    'SELECT id, names, unit_price FROM product_variants WHERE product_id = $1 ORDER BY position',
    [productId],
  );
  return { product, variants };
}

const noExtras = { type: 'object', additionalProperties: false };
const compiled = new Map<string, ValidateFunction>();

function extrasValidator(contract: Contract, schema: object | null): ValidateFunction {
  const source = JSON.stringify(schema ?? noExtras);
  let validate = compiled.get(source);
  if (!validate) {
    validate = contract.compile(schema ?? noExtras);
    compiled.set(source, validate);
  }
  return validate;
}

/** Checks a line and prices it; throws the 422 of the first rule it breaks (all extra-field violations at once). */
export function checkLine(
  contract: Contract,
  { product, variants }: { product: LineProduct; variants: LineVariant[] },
  variantId: number | null,
  quantity: number,
  extras: Record<string, string>,
): CheckedLine {
  let variant: LineVariant | null = null;
  if (variantId !== null) {
    variant = variants.find((v) => v.id === variantId) ?? null;
    if (!variant) throw fieldError('variant', 'Please choose one of the options.', 'variant_not_found');
  } else if (variants.length > 0) {
    throw fieldError('variant', 'Please choose one of the options.', 'variant_required');
  }
  const minimum = minimumOf(product);
  if (quantity < minimum) {
    const message = `The minimum quantity of this product is ${minimum}.`;
    throw new ApiError(422, message, 'quantity_below_minimum', [{ propertyPath: 'quantity', message, key: 'quantity_below_minimum' }]);
  }
  const components = lineComponents(product, variant);
  const price = linePrice(components, quantity);
  if (price > maxLineMiles) throw fieldError('quantity', 'This quantity is too large for one order.', 'quantity_too_large');
  const validate = extrasValidator(contract, product.extra_schema);
  if (!validate(extras)) {
    const violations = toViolations(validate.errors ?? []).map((v) => {
      const propertyPath = v.propertyPath ? `extras.${v.propertyPath}` : 'extras';
      // A field the product does not ask for (or any field, for a product without extra fields).
      const unexpected = v.key === 'unexpected_field';
      return unexpected
        ? { propertyPath, message: 'This product does not take this field.', key: 'unexpected_extra_field' }
        : { ...v, propertyPath };
    });
    const first = violations[0];
    throw new ApiError(422, first?.message ?? 'Please check the extra fields.', first?.key ?? 'invalid_extras', violations);
  }
  return { product, variant, quantity, extras, components, price };
}
