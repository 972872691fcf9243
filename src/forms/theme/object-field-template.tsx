import { useTranslation } from 'react-i18next';
import type { ThemeObjectTemplateProps } from '../form-types';

/**
 * The form's fields in order. The form itself gets no heading (the page has one); a nested object is a
 * fieldset whose legend is its translated title.
 */
export function ObjectFieldTemplate({ properties, fieldPathId, title }: ThemeObjectTemplateProps) {
  const { t } = useTranslation();
  const content = properties.map((p) => p.content);
  if (fieldPathId.path.length === 0) return <div className="form-fields">{content}</div>;
  return (
    <fieldset className="form-group" id={fieldPathId.$id}>
      {title && <legend className="form-group__legend">{t(title)}</legend>}
      {content}
    </fieldset>
  );
}
