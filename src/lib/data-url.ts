/**
 * Turns a base64 data URL (`data:image/png;name=a.png;base64,…`) into a Blob, without fetch(): the CSP's
 * connect-src does not (and should not) allow data: URLs.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a base64 data URL');
  const [, type = 'application/octet-stream', base64 = ''] = match;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
