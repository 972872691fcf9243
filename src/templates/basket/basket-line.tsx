import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import type { BasketLine } from '@/model/shop/basket-model';
import { formatMiles, priceComponent } from '@/model/shop/price';
import { Button } from '@/ui/button';
import { inputClass } from '@/ui/input-class';

interface Props {
  line: BasketLine;
  onQuantity: (itemId: number, quantity: number) => void;
  onRemove: (itemId: number) => void;
}

/** One line: its pending state shown on it (adding, updating, removing), and its own error when a change failed. */
export function BasketLineRow({ line, onQuantity, onRemove }: Props) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(String(line.quantity));
  // A quantity the line cannot take is said on its field, as on the gift's page, and the field keeps what was typed.
  const [refused, setRefused] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Why during render: a rolled-back change puts the server's quantity back in the field (React's pattern for
  // state that follows a prop, without an effect's extra render).
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setQuantity(String(line.quantity));
  }
  const item = line.item;
  const busy = line.pending !== null;
  const inputId = `quantity-${line.key}`;
  const errorId = `error-${line.key}`;
  const quantityErrorId = `quantity-error-${line.key}`;
  const minimum = item ? priceComponent(item.priceComponents.minimumQuantity) : 1;
  const describedBy = [refused ? quantityErrorId : null, line.error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
        <form
          className="basket-line__quantity"
          onSubmit={(e) => {
            e.preventDefault();
            const n = quantity.trim() === '' ? Number.NaN : Number(quantity);
            const valid = Number.isInteger(n) && n >= minimum;
            setRefused(!valid);
            if (valid) onQuantity(item.id, n);
            else field.current?.focus();
          }}
        >
          <label htmlFor={inputId}>{t('shop.basket.quantity', { name: line.name })}</label>
          <input
            id={inputId}
            className={inputClass()}
            inputMode="numeric"
            size={4}
            ref={field}
            value={quantity}
            onChange={(e) => {
              setQuantity(e.target.value);
              setRefused(false);
            }}
            aria-invalid={refused || undefined}
            aria-describedby={describedBy}
          />
          <Button type="submit" variant="secondary" size="small" busy={busy} aria-label={t('shop.basket.updateLabel', { name: line.name })}>
            {t('shop.basket.update')}
          </Button>
          {refused ? (
            <p id={quantityErrorId} className="basket-line__error" role="alert">
              {t('shop.product.quantityError', { count: minimum, minimum: formatMiles(minimum, appConfig.constants.numberLocale) })}
            </p>
          ) : null}
        </form>
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
