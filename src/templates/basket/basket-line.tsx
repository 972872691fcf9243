import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormValues } from '@/forms/form-types';
import { appConfig } from '@/lib/app-config';
import type { BasketLine } from '@/model/shop/basket-model';
import { formatMiles, priceComponent } from '@/model/shop/price';
import { Button } from '@/ui/button';

interface Props {
  line: BasketLine;
  onQuantity: (itemId: number, quantity: number) => void;
  onRemove: (itemId: number) => void;
}

/** One line: its pending state shown on it (adding, updating, removing), and its own error when a change failed. */
export function BasketLineRow({ line, onQuantity, onRemove }: Props) {
  const { t } = useTranslation();
  const item = line.item;
  const busy = line.pending !== null;
  const errorId = `error-${line.key}`;
  const minimum = item ? priceComponent(item.priceComponents.minimumQuantity) : 1;
  const locale = appConfig.constants.numberLocale;
  // The line's form (schemas/forms/basket-quantity.json): the product's name and minimum in its texts.
  const formContext = useMemo(
    () => ({ textValues: { name: line.name, count: minimum, minimum: formatMiles(minimum, locale) } }),
    [line.name, minimum, locale],
  );
  // The server's quantity; a field the member has not typed in follows it (another tab's change, a basket read again).
  const initialData = useMemo<FormValues>(() => ({ quantity: line.quantity }), [line.quantity]);
  // The submit waits for the change it sent (its button says "Sending…" meanwhile); the line says how it ended.
  const settled = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (line.pending === null && settled.current) {
      settled.current();
      settled.current = null;
    }
  }, [line.pending]);
  /** The product's minimum, refused on the field as the API would; the same quantity again sends nothing. */
  const submit = (data: FormValues): Promise<void> => {
    const quantity = typeof data.quantity === 'number' ? data.quantity : Number.NaN;
    if (!item) return Promise.resolve();
    if (!(quantity >= minimum))
      return Promise.reject({
        code: 422,
        errors: [
          { propertyPath: 'quantity', message: t('shop.product.quantityError', { count: minimum, minimum: formatMiles(minimum, locale) }) },
        ],
      });
    if (quantity === line.quantity) return Promise.resolve();
    return new Promise((resolve) => {
      settled.current = resolve;
      onQuantity(item.id, quantity);
    });
  };
  return (
    <li className={`basket-line${busy ? ' basket-line--pending' : ''}`} data-testid="basket-line" data-pending={line.pending ?? undefined}>
      {item ? <img className="basket-line__picture" src={item.product.picture} alt="" width={96} height={72} /> : null}
      <div className="basket-line__main">
        <p className="basket-line__name">{line.name}</p>
        {item && Object.keys(item.extras).length ? (
          <p className="basket-line__extras">
            {Object.entries(item.extras)
              .map(([k, v]) => `${t(`shop.extras.${k}`, { defaultValue: k })}: ${v}`)
              .join(', ')}
          </p>
        ) : null}
        {line.pending ? (
          <p className="basket-line__pending" role="status">
            {t(`shop.basket.pending.${line.pending}`)}
          </p>
        ) : null}
        {line.error ? (
          <p id={errorId} className="basket-line__error" role="alert">
            {t(`validation.server.${line.error}`, { defaultValue: t('validation.server.generic') })}
          </p>
        ) : null}
      </div>
      {item && item.product.kind !== 'points' ? (
        <div className="basket-line__quantity">
          <LazySchemaForm
            formId="basket-quantity"
            idPrefix={`quantity-${line.key.replace(/\W/g, '-')}`}
            submitLabel="shop.basket.update"
            submitName="shop.basket.updateLabel"
            initialData={initialData}
            formContext={formContext}
            onSubmit={submit}
          />
        </div>
      ) : (
        <p className="basket-line__quantity">{t('shop.basket.quantityShown', { count: line.quantity })}</p>
      )}
      <p className="basket-line__price">
        {line.price === null
          ? t('shop.basket.pricePending')
          : t('shop.priceMiles', { miles: formatMiles(line.price, appConfig.constants.numberLocale) })}
      </p>
      {item ? (
        <Button
          className="basket-line__remove"
          variant="link"
          size="small"
          busy={busy}
          onClick={() => onRemove(item.id)}
          aria-label={t('shop.basket.removeLabel', { name: line.name })}
        >
          {t('shop.basket.remove')}
        </Button>
      ) : null}
    </li>
  );
}
