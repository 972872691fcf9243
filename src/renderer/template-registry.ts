// Template name → lazy template. Typed against registered-templates.ts (what the config check accepts)
// and the page schema's enum, so a registered name that is not a spec template fails the typecheck.
import type { PageConfig } from '@/generated/config';
import type { TemplateProps } from '@/templates/template-props';
import { createLazyRegistry } from './lazy-registry';
import type { Loader } from './lazy-registry';
import type { RegisteredTemplate } from './registered-templates';

type TemplateName = PageConfig['template'];

const loaders = {
  error: () => import('@/templates/error/error-template'),
  'not-found': () => import('@/templates/not-found/not-found-template'),
  'under-construction': () => import('@/templates/under-construction/under-construction-template'),
  success: () => import('@/templates/success/success-template'),
  login: () => import('@/templates/login/login-template'),
  'create-account': () => import('@/templates/create-account/create-account-template'),
  'complete-account': () => import('@/templates/complete-account/complete-account-template'),
  confirm: () => import('@/templates/confirm/confirm-template'),
  impersonate: () => import('@/templates/impersonate/impersonate-template'),
  'my-account': () => import('@/templates/my-account/my-account-template'),
  unsubscribe: () => import('@/templates/unsubscribe/unsubscribe-template'),
} satisfies Record<RegisteredTemplate & TemplateName, Loader<TemplateProps>>;

export const templateRegistry = createLazyRegistry<TemplateProps>(loaders);
