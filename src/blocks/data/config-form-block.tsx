// Block `config-form`: a form the page config declares in `forms` (form id, where it is submitted, what
// happens on success), rendered from schemas/forms/<id>.json by the form engine and submitted through the
// generic form call of requirements §7 (its rejection, carrying the endpoint, shows on the form's fields). On success:
// the page's data sources named in `reload` load again, then the message shows (the form emptied for the
// next entry; the message names fields of the API's answer as {{answer.<field>}}) or the member is taken to the
// route named in `navigate`.
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configBlock } from './config-block';
import { useNavigate } from 'react-router';
import { useUnit } from 'effector-react';
import type { ConfigFormBlockProps, PageForm } from '@/generated/config';
import { operationRoutes } from '@/generated/api-operations';
import type { SubmitMethod } from '@/api/generic-calls';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { fillEndpoint } from '@/model/page-data/data-source';
import { commonDataRequested, pageDataRequested, submitFormFx } from '@/model/page-data/page-data-model';
import { warnOnce } from '@/lib/warn-once';
import { Notice } from '@/ui/notice';
import { Placeholder } from '@/ui/placeholder';
import { ActiveRoutesContext, resolveRoutePath } from '@/ui/route-links';
import { usePageData } from './page-data-sources';
import './data-blocks.css';

/** Route parameters with a value (the path of a navigate target is built from them). */
const definedParams = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));

const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Where a page form is submitted: its operation's method and path, or its endpoint and method. */
function target(form: PageForm, params: Record<string, string | undefined>): { endpoint: string; method: SubmitMethod } | null {
  const route = form.operation
    ? (operationRoutes as Record<string, { method: string; path: string } | undefined>)[form.operation]
    : undefined;
  const template = route?.path ?? form.endpoint;
  const method = (route?.method ?? form.method ?? 'POST') as SubmitMethod;
  const endpoint = template === undefined ? null : fillEndpoint(template, params);
  return endpoint === null ? null : { endpoint, method };
}

function ConfigFormBlock({ form: formId, title, submitLabel }: ConfigFormBlockProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useContext(ActiveRoutesContext);
  const { forms, sources, params } = usePageData();
  const { submit, askPage, askCommon } = useUnit({ submit: submitFormFx, askPage: pageDataRequested, askCommon: commonDataRequested });
  const [sent, setSent] = useState<{ count: number; answer: unknown }>({ count: 0, answer: null });
  const message = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  const config = forms[formId];
  const where = config ? target(config, params) : null;

  // The form is new and empty after a success: focus goes to the message, which screen readers read.
  useEffect(() => {
    if (sent.count) message.current?.focus();
  }, [sent]);

  if (!config || !where) {
    warnOnce(`config-form: the page declares no form "${formId}" with an operation or endpoint it can reach (page config forms).`);
    return <Placeholder message={t('data.unknownForm', { name: formId })} />;
  }
  const onSuccess = config.onSuccess ?? {};

  async function onSubmit(body: Record<string, unknown>) {
    if (!where) return;
    const answer = await submit({ endpoint: where.endpoint, method: where.method, body });
    for (const name of onSuccess.reload ?? []) {
      const source = sources[name];
      if (!source) continue;
      const { endpoint, query } = source;
      if (source.scope === 'common') askCommon({ name, endpoint, query, replace: true });
      else askPage({ name, endpoint, query, force: true });
    }
    const path = onSuccess.navigate ? resolveRoutePath(routes, onSuccess.navigate, definedParams(params)) : null;
    if (path) void navigate(path);
    else setSent(({ count }) => ({ count: count + 1, answer }));
  }

  return (
    <section className="data-block data-form" aria-labelledby={title ? `config-form-${formId}` : undefined} data-form={formId}>
      {title ? <h2 id={`config-form-${formId}`}>{t(title)}</h2> : null}
      {sent.count && onSuccess.message ? (
        <Notice as="p" tone="success" tabIndex={-1} ref={message} data-testid={`config-form-sent-${formId}`}>
          {t(onSuccess.message, { answer: sent.answer })}
        </Notice>
      ) : null}
      <LazySchemaForm key={sent.count} formId={formId} submitLabel={submitLabel ?? `forms.${camel(formId)}.submit`} onSubmit={onSubmit} />
    </section>
  );
}

export default configBlock(ConfigFormBlock);
