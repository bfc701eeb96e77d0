import { Card, CardHeader, makeStyles, Subtitle2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ rows: { margin: 0, display: 'grid', gap: '4px' } });

/** A side panel of the order detail: a titled card (a region named by its title). */
export const OrderPanel = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = `order-panel-${title.replace(/\W+/g, '-')}`;
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader header={<Subtitle2 id={id}>{title}</Subtitle2>} />
      <div className={useStyles().rows}>{children}</div>
    </Card>
  );
};
