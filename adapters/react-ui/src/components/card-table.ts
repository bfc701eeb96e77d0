import { makeStyles, tokens } from '@fluentui/react-components';
import { COMPACT } from './screen-sizes.ts';

/**
 * Tables that become cards on a compact screen: each row a bordered card, each cell its column's
 * name (the cell's `data-label`) above its value, the header row hidden because every card names
 * its fields. Cells sit in a grid that fits two fields side by side on a phone, more on a tablet.
 * Put `cardTable` on the Table and `data-label={column name}` on every TableCell.
 */
export const useCardTableStyles = makeStyles({
  cardTable: {
    [COMPACT]: {
      display: 'block',
      width: '100%',
      '& thead': { display: 'none' },
      '& tbody': { display: 'flex', flexDirection: 'column', gap: '12px' },
      '& tr': {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: '8px 16px',
        padding: '12px',
        height: 'auto',
        border: `1px solid ${tokens.colorNeutralStroke2}`,
        borderRadius: tokens.borderRadiusMedium,
      },
      '& td': {
        display: 'block',
        height: 'auto',
        minWidth: 0,
        padding: 0,
        overflowWrap: 'anywhere',
      },
      // The first cell names the row (the car, the contact, the invoice): it spans the card.
      '& td:first-child': { gridColumn: '1 / -1', fontWeight: tokens.fontWeightSemibold },
      '& td[data-label]::before': {
        content: 'attr(data-label)',
        display: 'block',
        color: tokens.colorNeutralForeground2,
        fontSize: tokens.fontSizeBase200,
        fontWeight: tokens.fontWeightRegular,
      },
    },
  },
});
