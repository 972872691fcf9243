// The schema-form engine's templates the studio draws its own way: the buttons (add, remove, move, copy) with their
// words on them, where its core theme draws an icon font the studio does not load (an empty box with a tooltip); a
// list's item with its buttons under it on a phone (its core theme fixes them beside it, wider than a phone).
import { TranslatableString } from '@rjsf/utils';
import type { ArrayFieldItemTemplateProps, IconButtonProps, TemplatesType } from '@rjsf/utils';

type Props = IconButtonProps & { words: TranslatableString };

function TextButton({
  words,
  registry,
  className,
  uiSchema: _uiSchema,
  icon: _icon,
  iconType: _iconType,
  title: _title,
  ...button
}: Props) {
  return (
    <button type="button" className={`btn ${className ?? ''}`} {...button}>
      {registry.translateString(words)}
    </button>
  );
}

const withWords = (words: TranslatableString) =>
  function WordButton(props: IconButtonProps) {
    return <TextButton {...props} words={words} />;
  };

function ArrayFieldItemTemplate({ children, className, buttonsProps, hasToolbar, registry }: ArrayFieldItemTemplateProps) {
  const { ArrayFieldItemButtonsTemplate: Buttons } = registry.templates;
  return (
    <div className={className}>
      <div>{children}</div>
      {hasToolbar ? (
        <div className="array-item-toolbox">
          <Buttons {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}

const buttons: Partial<TemplatesType['ButtonTemplates']> = {
  AddButton: withWords(TranslatableString.AddItemButton),
  CopyButton: withWords(TranslatableString.CopyButton),
  MoveDownButton: withWords(TranslatableString.MoveDownButton),
  MoveUpButton: withWords(TranslatableString.MoveUpButton),
  RemoveButton: withWords(TranslatableString.RemoveButton),
};

export const formTemplates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ButtonTemplates: buttons as TemplatesType['ButtonTemplates'],
};
