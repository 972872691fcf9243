// Which CMS link is a path of this portal (the router takes it) and which is left to the browser.

// ASCII whitespace and controls: browsers drop tabs and newlines inside URLs (so `/\t/host` is `//host`),
// an href containing any of them is left to the browser as a plain link rather than guessed at.
// eslint-disable-next-line no-control-regex
const urlNoise = /[\u0000-\u0020\u007f]/;

/**
 * True when `href` is a path on this site: starts with `/`, not `//` or `/\` (protocol-relative, another
 * host), and has no whitespace or control characters.
 * @example isInternalCmsPath('/my-miles?tab=2') === true; isInternalCmsPath('//evil.example') === false
 */
export function isInternalCmsPath(href: string): boolean {
  // Media files (/media/…) are served beside the portal, not by its router: they stay plain links.
  return href.startsWith('/') && href[1] !== '/' && href[1] !== '\\' && !urlNoise.test(href) && !href.startsWith('/media/');
}
