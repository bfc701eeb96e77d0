import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { saveDownload } from '../../../lib/save-download.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { dealDocumentsQuery, useDownloadDocument } from '../api/car-details-queries.ts';
import { ModuleCard, QueryContent } from './ModuleCard.tsx';
import { type ModuleProps, textProp } from './module-types.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' },
  name: { flexGrow: 1 },
  date: { color: tokens.colorNeutralForeground3 },
});

/** Documents of the deal (consumer spec §2, §3 document types, "#documents"), each downloadable as PDF. */
export const DocumentsModule = ({ module, deal }: ModuleProps) => {
  const styles = useStyles();
  const format = useFormat();
  const text = useText();
  const documents = useQuery(dealDocumentsQuery(usePortalApi(), deal.id));
  const download = useDownloadDocument();
  return (
    <ModuleCard title="carDetails.documents.title" anchor={textProp(module, 'anchor') ?? 'documents'}>
      {download.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="carDetails.documents.downloadFailed" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <QueryContent
        query={documents}
        isEmpty={(data) => data.length === 0}
        empty="carDetails.documents.empty"
      >
        {(data) => (
          <ul className={styles.list}>
            {data.map((document) => {
              const name = text(`carDetails.documents.type.${document.type}`);
              return (
                <li key={document.id} className={styles.item}>
                  <span className={styles.name}>{name}</span>
                  <span className={styles.date}>{format.date(document.created_at)}</span>
                  <Button
                    size="small"
                    aria-label={text('carDetails.documents.downloadOne', { name })}
                    disabled={download.isPending && download.variables === document.id}
                    onClick={() =>
                      download.mutate(document.id, {
                        onSuccess: (file) => saveDownload(file, `${document.type}.pdf`),
                      })
                    }
                  >
                    <Text id="carDetails.documents.download" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryContent>
    </ModuleCard>
  );
};
