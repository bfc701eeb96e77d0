import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MessageId } from '../i18n/catalogues.ts';
import { Text, useText } from '../i18n/text.tsx';
import { useCardTableStyles } from './card-table.ts';
import { DataError } from './DataError.tsx';
import { LoadingState } from './LoadingState.tsx';

/** A column of a list: its header, what a row shows in it, and the class that sizes it, if any. */
export type ListColumn<T> = {
  readonly header: MessageId;
  readonly cell: (item: T) => ReactNode;
  readonly className?: string;
};

/**
 * A list the BFF answers, as a table named `label`: while it loads, the data error with a retry,
 * the list's empty text, or a row an item.
 */
export const ListTable = <T extends { readonly id: string }>({
  list,
  label,
  empty,
  columns,
}: {
  list: UseQueryResult<readonly T[]>;
  label: string;
  empty: MessageId;
  columns: readonly ListColumn<T>[];
}) => {
  const text = useText();
  const styles = useCardTableStyles();
  return (
    <>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <DataError onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? (
        <p>
          <Text id={empty} />
        </p>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <Table aria-label={label} className={styles.cardTable}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell key={column.header} className={column.className}>
                  {text(column.header)}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data.map((item) => (
              <TableRow key={item.id}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    className={column.className}
                    data-label={text(column.header)}
                  >
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
};
