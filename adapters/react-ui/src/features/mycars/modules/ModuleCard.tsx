import { Card, CardHeader, makeStyles, Title3 } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

/** A module of the car details page: a card with its heading (an anchor where content names one). */
export const ModuleCard = ({
  title,
  anchor,
  children,
}: {
  title: MessageId;
  anchor?: string | undefined;
  children: ReactNode;
}) => (
  <Card id={anchor}>
    <CardHeader
      header={
        <Title3 as="h2">
          <Text id={title} />
        </Title3>
      }
    />
    <div className={useStyles().body}>{children}</div>
  </Card>
);

/** A module's data as it arrives: loading, could not load (with retry), nothing there, or shown. */
export const QueryContent = <T,>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: MessageId;
  children: (data: T) => ReactNode;
}) => {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <DataError onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data))
    return (
      <p>
        <Text id={empty} />
      </p>
    );
  return <>{children(query.data)}</>;
};
