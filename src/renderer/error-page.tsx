import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pageConfig } from '@/platform/site-config';
import type { LazyRegistry } from './lazy-registry';
import type { TemplateProps } from '@/templates/template-props';
import { templateRegistry } from './template-registry';
import { PageLoading } from './page-loading';
import { warnOnce } from '@/lib/warn-once';

/** The error template, or — when the build has none — a plain message and a console warning. */
export function ErrorPage({ registry = templateRegistry }: { registry?: LazyRegistry<TemplateProps> }) {
  const { t } = useTranslation();
  const page = pageConfig('error');
  const Template = registry.get(page?.template ?? 'error');
  if (!page || !Template) {
    warnOnce('The error template is missing from the template registry: showing a plain error message.');
    return (
      <section className="page" role="alert">
        <h1>{t('pages.error.title')}</h1>
        <p>{t('pages.error.body')}</p>
      </section>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      {/* The registry returns the same lazy component for a name every time (created once, cached). */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Template pageId="error" page={page} params={{}} title={t(page.title)} blocks={null} />
    </Suspense>
  );
}
