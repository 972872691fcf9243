// The class list of a button-looking element: the global stylesheet's classes (`button button--primary`…), which
// CMS HTML uses too. Content items (src/cms) and templates that style a link as a button share the one spelling.
export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';
export type ButtonSize = 'medium' | 'small';

// `secondary` keeps the outlined look's historical class (`button--ghost`), which shell and page styles target.
const variantClass: Record<ButtonVariant, string> = {
  primary: 'button--primary',
  secondary: 'button--ghost',
  link: 'button--link',
  danger: 'button--danger',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium', extra?: string): string {
  return ['button', variantClass[variant], size === 'small' ? 'button--small' : '', extra ?? ''].filter(Boolean).join(' ');
}
