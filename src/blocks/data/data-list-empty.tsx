// A data list with no item to show: the config's empty sentence with its way on (a link, e.g. to the shop), or, when
// the search or the choice left every item out, what was searched and a button that shows them all again.
import { useTranslation } from 'react-i18next';
import type { DataListBlockProps } from '@/generated/config';
import { Button, ButtonLink } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { isNarrowed } from './list-shape';
import type { AddressValues } from './use-address-values';

interface Props {
  config: DataListBlockProps;
  source: string;
  values: AddressValues;
  onChange?: (next: AddressValues) => void;
}

export function DataListEmpty({ config, source, values, onChange }: Props) {
  const { empty, emptyAction, search, choice, showAll } = config;
  const { t } = useTranslation();
  const searched = search ? values[search.param] : '';
  const sentence = search && searched ? t(search.noMatch, { search: searched }) : t(empty);
  const testId = `data-empty-${source}`;
  // The way on: show every item again when the controls left none out of those there are, else the config's link.
  const action =
    onChange && showAll && isNarrowed(config, values) ? (
      <Button
        variant="secondary"
        onClick={() => onChange({ ...(search ? { [search.param]: '' } : {}), ...(choice ? { [choice.param]: '' } : {}) })}
      >
        {t(showAll)}
      </Button>
    ) : emptyAction ? (
      <ButtonLink to={emptyAction.route} params={emptyAction.params}>
        {t(emptyAction.label)}
      </ButtonLink>
    ) : null;
  if (action)
    return (
      <Notice tone="info" live={false} data-testid={testId} action={action}>
        <p>{sentence}</p>
      </Notice>
    );
  return (
    <Notice as="p" live={false} data-testid={testId}>
      {sentence}
    </Notice>
  );
}
