export interface CmsHtmlProps {
  /** HTML from the content system, untrusted: it is sanitised before it is rendered. */
  html: string;
  /** Class of the wrapping `div`. */
  className?: string;
}
