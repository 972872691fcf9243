import { useEffect, useState } from 'react';
import { call } from '@/model/session/api';

/**
 * The member's picture as an object URL: the image is served only with the member's token, which an
 * <img src> cannot send, so it is fetched by the API client and shown from a blob: URL.
 */
/** `version` changes after an upload: the path stays the same while the picture does not. */
export function useProfilePicture(imageUrl: string | null | undefined, version = 0): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!imageUrl) return;
    let url: string | null = null;
    let live = true;
    // The picture is getProfileImage's (the only image_url the API gives); the url says there is one.
    call('getProfileImage').then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setObjectUrl(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [imageUrl, version]);
  return imageUrl ? objectUrl : null;
}
