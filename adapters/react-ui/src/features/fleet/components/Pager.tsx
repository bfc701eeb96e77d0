import { Button, makeStyles } from '@fluentui/react-components';
import { memo } from 'react';
import { Text, useText } from '../../../i18n/text.tsx';

const useStyles = makeStyles({ pager: { display: 'flex', gap: '12px', alignItems: 'center' } });

/** Previous and next page of the server's pages; hidden when everything fits on one. */
export const Pager = memo(
  ({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) => {
    const styles = useStyles();
    const text = useText();
    if (pages <= 1) return null;
    return (
      <nav aria-label={text('fleet.cars.pages')} className={styles.pager}>
        <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Text id="fleet.cars.previousPage" />
        </Button>
        <span>
          <Text id="fleet.cars.pageOf" values={{ page, pages }} />
        </span>
        <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <Text id="fleet.cars.nextPage" />
        </Button>
      </nav>
    );
  },
);
