// While a studio account previews its drafts in this browser (the page carries them: src/platform/live-config.ts), every
// page says so and offers the way back to the live portal, so a draft is never taken for what visitors see.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/model/session/api';
import { liveConfig } from '@/platform/live-config';
import { Button } from '@/ui/button';

export function StudioPreviewBanner() {
  const { t } = useTranslation();
  const [ending, setEnding] = useState(false);
  const preview = liveConfig.preview;
  if (!preview) return null;
  const end = async () => {
    setEnding(true);
    // The cookie is the server's to remove (HttpOnly); the page then loads again, live.
    await call('endStudioPreview').catch(() => undefined);
    window.location.reload();
  };
  return (
    <div className="preview-banner" role="region" aria-label={t('preview.studioRegion')}>
      <p>
        <strong>{t(preview.withProblems ? 'preview.studioProblems' : 'preview.studio', { name: preview.by })}</strong>
      </p>
      <Button variant="secondary" onClick={() => void end()} aria-disabled={ending || undefined}>
        {t('preview.studioEnd')}
      </Button>
    </div>
  );
}
