// A page about one catalogue product (its details, its financial service): opens it in the product model when the
// page's id changes, and reads its state for that id only (another product's answer still in the store is
// "loading" here, never shown under this id).
import { useUnit } from 'effector-react';
import { $product, productOpened } from '@/model/shop/product-model';
import { useOpened } from '@/blocks/use-opened';
import { shownFor } from '@/model/remote-data/loadable-query';

export function useOpenedProduct(id: number) {
  const { product, open } = useUnit({ product: $product, open: productOpened });
  useOpened(() => {
    open(id);
  }, [id, open]);
  const state = shownFor(product, (asked) => asked === id);
  return { state, retry: () => open(id) };
}
