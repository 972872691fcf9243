// A config file's draft as a form drawn from the config's own schema (schemas/config/<name>.schema.json, as
// scripts/build-config-form-validators.ts prepares it), by the portal's schema-form engine (rjsf): the same text as
// the JSON view beside it, so a change in either is the other's at once. Each problem the config checker finds sits
// on the field its pointer names. Loaded on demand with the schema it draws: a chunk of its own.
import { useEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { deepEquals, englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type { ErrorSchema, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import { problemText } from './problem-text';
import { configFormLoaders } from '@/generated/config-forms';
import type { StudioProblem } from './studio-api';
import { formTemplates, formWidgets } from './form-templates';
import { loadSchemaTexts } from './schema-texts';
import type { SchemaTextContext } from './schema-texts';
import { inOrderOf } from './in-order-of';
import { parseObject } from './string-entries';

type Values = Record<string, unknown>;
const defaultsBehaviour = { arrayMinItems: { populate: 'never' }, emptyObjectFields: 'populateRequiredDefaults' } as const;
interface Loaded {
  schema: RJSFSchema;
  validator: ValidatorType<Values>;
}

/**
 * The checker's problems as rjsf's errors by field: `/blocks/0/props/url` → `{ blocks: { 0: { props: { url } } } }`, each
 * in the words `say` gives it (the studio's language).
 */
export function errorsByField(problems: StudioProblem[], say: (problem: StudioProblem) => string = (p) => p.message): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const part of problem.pointer.split('/').slice(1)) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node[key] ??= {}) as Record<string, unknown>;
    }
    ((node.__errors ??= []) as string[]).push(say(problem));
  }
  return root as ErrorSchema;
}

const parse = (text: string): { values: Values } | null => {
  const values = parseObject(text);
  return values ? { values } : null;
};

/** rjsf's own words ("Add Item", "Remove"…) in the studio's language: `form.engine.<name>`, else rjsf's English. */
function useEngineWords() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const names = new Map(Object.entries(TranslatableString).map(([name, english]) => [english as string, name]));
    return (english: TranslatableString, params?: string[]) => {
      const key = `form.engine.${names.get(english) ?? ''}`;
      if (!i18n.exists(key)) return englishStringTranslator(english, params);
      return t(key, Object.fromEntries((params ?? []).map((value, index) => [`p${index + 1}`, value])));
    };
  }, [t, i18n]);
}

interface Props {
  /** The name of the config schema the form is drawn from (formSchemaName). */
  schemaName: string;
  text: string;
  onText: (text: string) => void;
  /** The checker's problems in this file. */
  problems: StudioProblem[];
}

/** The schema's words in the studio's language, once its catalogue has loaded (the schema's English until then). */
function useSchemaTexts(language: string): SchemaTextContext {
  const [loaded, setLoaded] = useState<{ language: string; catalogue: Readonly<Record<string, string>> } | null>(null);
  useEffect(() => {
    let current = true;
    loadSchemaTexts(language).then(
      (catalogue) => current && setLoaded({ language, catalogue }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  const catalogue = loaded?.language === language ? loaded.catalogue : null;
  return useMemo(() => ({ schemaTexts: catalogue ?? {} }), [catalogue]);
}

export function ConfigForm({ schemaName, text, onText, problems }: Props) {
  const { t, i18n } = useTranslation();
  const schemaTexts = useSchemaTexts(i18n.language);
  // Why by name: a file of another schema shows its own form, never the one loaded before it.
  const [answer, setAnswer] = useState<{ name: string; loaded: Loaded | 'failure' } | null>(null);
  useEffect(() => {
    let current = true;
    configFormLoaders[schemaName]?.().then(
      ({ schema, functions }) =>
        current && setAnswer({ name: schemaName, loaded: { schema, validator: createPrecompiledValidator<Values>(functions, schema) } }),
      () => current && setAnswer({ name: schemaName, loaded: 'failure' }),
    );
    return () => {
      current = false;
    };
  }, [schemaName]);
  const loaded = answer?.name === schemaName ? answer.loaded : null;
  const translateString = useEngineWords();
  const parsed = useMemo(() => parse(text), [text]);
  const extraErrors = useMemo(
    () => errorsByField(problems, (problem) => problemText(problem, t, (key) => i18n.exists(key))),
    [problems, t, i18n],
  );
  // The text shown when a person last used the form (typed, chose, clicked in it).
  const usedWith = useRef<string | null>(null);
  const byPerson = () => {
    usedWith.current = text;
  };

  if (loaded === null) return <p role="status">{t('form.loading')}</p>;
  if (loaded === 'failure') return <p className="studio-error">{t('form.failed')}</p>;
  if (!parsed) return <p className="studio-hint">{t('form.notJson')}</p>;
  const change = ({ formData }: IChangeEvent<Values>) => {
    // Why only for a person's use of the form on this text: the engine also reports values it fills in itself (a
    // default) when the JSON view changes the text, and the text someone is typing there must stay as typed.
    if (usedWith.current !== text || !formData || deepEquals(formData, parsed.values)) return;
    onText(`${JSON.stringify(inOrderOf(parsed.values, formData), null, 2)}\n`);
  };
  return (
    <div onInputCapture={byPerson} onChangeCapture={byPerson} onClickCapture={byPerson} onKeyDownCapture={byPerson}>
      <Form<Values>
        className="studio-form"
        schema={loaded.schema}
        validator={loaded.validator}
        formData={parsed.values}
        onChange={change}
        extraErrors={extraErrors}
        noHtml5Validate
        showErrorList={false}
        translateString={translateString}
        templates={formTemplates}
        widgets={formWidgets}
        formContext={schemaTexts}
        uiSchema={{ $schema: { 'ui:widget': 'hidden' }, 'ui:submitButtonOptions': { norender: true } }}
        idPrefix="config"
        // Why: a value of the file is what someone wrote; the engine adds nothing a rule does not need (a required
        // part's default, as a block's name when its kind is chosen), never empty items for a minimum.
        experimental_defaultFormStateBehavior={defaultsBehaviour}
      />
    </div>
  );
}
