// Structured content fields (a card's link, a download, an image item) are URLs too: they get the same
// scheme rules as links and images inside CMS HTML (sanitize.ts), checked here because they never pass
// through DOMPurify.

const allowedLinkSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const rasterDataImage = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

export type LinkKind = 'internal' | 'file' | 'external';

/** Strips what browsers ignore inside a scheme (control characters, whitespace) before judging it. */
function normalised(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

/** How a link is followed: an in-app route, a media file, an outside address — or null when it is unsafe. */
export function linkKind(href: string): LinkKind | null {
  const value = normalised(href);
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
    return value.startsWith('/media/') ? 'file' : 'internal';
  try {
    return allowedLinkSchemes.has(new URL(value).protocol) ? 'external' : null;
  } catch {
    return null;
  }
}

/** `src` when it is a local path, http(s) or a raster data image; null otherwise. */
export function safeImageSrc(src: string): string | null {
  const value = normalised(src);
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  if (rasterDataImage.test(src.trim())) return src.trim();
  try {
    const protocol = new URL(value).protocol;
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
