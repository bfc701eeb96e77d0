import { Link, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useText } from '../i18n/text.tsx';
import { useSession } from '../lib/session.ts';

const useStyles = makeStyles({
  editable: { display: 'flex', flexDirection: 'column', gap: '4px' },
  link: { alignSelf: 'flex-end' },
});

type EditableModule = { readonly id: string; readonly type: string; readonly editUrl?: string | undefined };

/**
 * A content module with its editing link above it (consumer spec §6, business spec §6: "Editing
 * links for content are shown only to editors"). The BFF sends `editUrl` to editors alone; the
 * portal checks the session too, so a page cached for an editor never shows the link to the next
 * user of the tab. Without a link the module is rendered as it is, so pages keep their spacing.
 */
export const EditableContent = ({ module, children }: { module: EditableModule; children: ReactNode }) => {
  const text = useText();
  const styles = useStyles();
  const { data: user } = useSession();
  if (!module.editUrl || !user?.is_editor) return <>{children}</>;
  return (
    <div className={styles.editable}>
      <Link
        className={styles.link}
        href={module.editUrl}
        // The editing view is a tool beside the page the editor looks at, so it opens in a new tab.
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text('contentEditing.link.name', { type: module.type, id: module.id })}
      >
        {text('contentEditing.link.label')}
      </Link>
      {children}
    </div>
  );
};
