// What a logged-in staff member works in: the config their role changes (with the publish, preview and recent
// changes above it) and the draft of the file they opened. Its own chunk, loaded once someone is logged in, so the
// studio's first load is the login and no more.
import { useEffect, useRef, useState } from 'react';
import { ConfigBrowser } from './config-browser';
import { DraftEditor } from './draft-editor';
import { PublishPanel } from './publish-panel';
import { PreviewPanel } from './preview-panel';
import { RecentChanges } from './recent-changes';
import type { Staff } from './studio-api';

interface Props {
  staff: Staff;
  languageName: (code: string) => string;
  onSessionEnded: () => void;
}

export default function StudioWorkspace({ staff, languageName, onSessionEnded }: Props) {
  // The file whose draft is open, and the button that opened it (the focus goes back to it on the way back).
  const [editing, setEditing] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const edit = (file: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(file);
  };
  // How many versions this tab has published or restored: the config's list follows each.
  const [published, setPublished] = useState(0);
  useEffect(() => {
    if (editing !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [editing]);
  return (
    <>
      <div hidden={editing !== null}>
        <ConfigBrowser
          staff={staff}
          languageName={languageName}
          onEdit={edit}
          onSessionEnded={onSessionEnded}
          shown={editing === null}
          published={published}
          above={
            <>
              <PublishPanel
                staff={staff}
                shown={editing === null}
                onEdit={edit}
                onSessionEnded={onSessionEnded}
                onPublished={() => setPublished((count) => count + 1)}
              />
              <PreviewPanel onSessionEnded={onSessionEnded} />
              <RecentChanges shown={editing === null} onEdit={edit} languageName={languageName} />
            </>
          }
        />
      </div>
      {editing ? <DraftEditor key={editing} file={editing} onClose={() => setEditing(null)} onSessionEnded={onSessionEnded} /> : null}
    </>
  );
}
