// The schema-form engine's templates the studio draws its own way: the buttons (add, remove, move, copy) with their
// words on them, where its core theme draws an icon font the studio does not load (an empty box with a tooltip); a
// list's item with its buttons under it on a phone (its core theme fixes them beside it, wider than a phone); every
// label, title and description of the schema in the studio's language (the form's context, schema-texts.ts), where
// the core theme shows the schema's English.
import type { ReactNode } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { TranslatableString } from '@rjsf/utils';
import type {
  ArrayFieldItemTemplateProps,
  DescriptionFieldProps,
  FieldTemplateProps,
  IconButtonProps,
  Registry,
  RegistryWidgetsType,
  TemplatesType,
  TitleFieldProps,
  WidgetProps,
} from '@rjsf/utils';
import { schemaTextIn } from './schema-texts';
import type { SchemaTextContext } from './schema-texts';

const core = getDefaultRegistry();

/** A text of the schema in the studio's language (as the schema says it when the form has no catalogue). */
function said(registry: Registry, text: string): string {
  const context = registry.formContext as Partial<SchemaTextContext> | undefined;
  return schemaTextIn(context?.schemaTexts ?? {}, text);
}

function TitleFieldTemplate(props: TitleFieldProps) {
  const Core = core.templates.TitleFieldTemplate;
  return <Core {...props} title={said(props.registry, props.title)} />;
}

function DescriptionFieldTemplate(props: DescriptionFieldProps) {
  const Core = core.templates.DescriptionFieldTemplate;
  const { description } = props;
  return <Core {...props} description={typeof description === 'string' ? said(props.registry, description) : description} />;
}

function FieldTemplate(props: FieldTemplateProps) {
  const Core = core.templates.FieldTemplate;
  return <Core {...props} label={said(props.registry, props.label)} />;
}

const CoreCheckbox = core.widgets.CheckboxWidget as (props: WidgetProps) => ReactNode;
const CoreSelect = core.widgets.SelectWidget as (props: WidgetProps) => ReactNode;

function CheckboxWidget(props: WidgetProps) {
  return <CoreCheckbox {...props} label={said(props.registry, props.label)} />;
}

/** A choice's options: an enum's values stay as they are; the schemas a field may follow are named by their titles. */
function SelectWidget(props: WidgetProps) {
  const { options, registry } = props;
  const enumOptions = options.enumOptions?.map((option) => ({ ...option, label: said(registry, option.label) }));
  return <CoreSelect {...props} options={{ ...options, enumOptions }} />;
}

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
  DescriptionFieldTemplate,
  FieldTemplate,
  TitleFieldTemplate,
};

/** The widgets that write a schema's text themselves (a checkbox its label, a choice of schemas their titles). */
export const formWidgets: RegistryWidgetsType = { CheckboxWidget, SelectWidget };
