import { useContext } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CmsLinkContext } from './cms-link-context';
import { linkKind } from './safe-url';

interface CmsLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** A file to download (media kit). */
  download?: boolean;
}

/** A link from a structured content field: in-app routes through the router, files and outside addresses as
 *  plain links, anything unsafe (javascript:, data:, …) as plain text. A call to open a page the reader's
 *  route list does not have (sign up, shown to a member) is left out rather than leading to a dead end. */
export function CmsLink({ href, className, children, download }: CmsLinkProps) {
  const { localize, reachable } = useContext(CmsLinkContext);
  const kind = linkKind(href);
  if (kind === 'internal') {
    if (!reachable(href)) return null;
    return (
      <Link to={localize(href)} className={className}>
        {children}
      </Link>
    );
  }
  if (kind === 'file' || kind === 'external') {
    return (
      <a href={href} className={className} download={download || undefined}>
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
