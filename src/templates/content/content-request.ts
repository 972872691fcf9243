import { contentUrl } from '@/lib/content-query';
import type { ContentRequest } from '@/model/content/content-model';
import type { TemplateProps } from '@/templates/template-props';

/**
 * The page_content request of a page config: its `content` url with the route parameters, tags and force.
 * A page config without `content` is a content-system-only page: its content url is the path itself (the
 * guest catch-all gives it as the `*` parameter).
 */
export function contentRequestFor(config: TemplateProps['page'], params: TemplateProps['params']): ContentRequest {
  const content = config.content;
  return { url: content ? contentUrl(content.url, params) : (params['*'] ?? '/'), tags: content?.tags, force: content?.force };
}
