import { Button } from '@fluentui/react-components';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Download } from '../../../http/client/create-portal-api.ts';
import type { MessageId } from '../i18n/catalogues.ts';
import { Text, useText } from '../i18n/text.tsx';
import { saveDownload } from '../lib/save-download.ts';
import type { ListColumn } from './ListTable.tsx';

/**
 * A list's download texts: the button's label, and its accessible name naming the document
 * ({number}), so each row's button is told apart; the name contains the label.
 */
export type DownloadTexts = { readonly label: MessageId; readonly name: MessageId };

type Props = {
  /** The list's download call; only the row it is fetching waits. */
  readonly download: UseMutationResult<Download, Error, string>;
  readonly id: string;
  /** The document's number: the saved file's name unless the answer names it. */
  readonly number: string;
  readonly texts: DownloadTexts;
};

/** A list row's PDF download (invoices, contracts): fetches the file and saves it in the browser. */
export const PdfDownloadButton = ({ download, id, number, texts }: Props) => {
  const text = useText();
  return (
    <Button
      size="small"
      aria-label={text(texts.name, { number })}
      disabled={download.isPending && download.variables === id}
      onClick={() => download.mutate(id, { onSuccess: (file) => saveDownload(file, `${number}.pdf`) })}
    >
      <Text id={texts.label} />
    </Button>
  );
};

/** A list's column of PDF downloads, one a row, named by the row's document number. */
export const pdfDownloadColumn = <T extends { readonly id: string }>(
  header: MessageId,
  download: UseMutationResult<Download, Error, string>,
  texts: DownloadTexts,
  numberOf: (item: T) => string,
): ListColumn<T> => ({
  header,
  cell: (item) => (
    <PdfDownloadButton download={download} id={item.id} number={numberOf(item)} texts={texts} />
  ),
});
