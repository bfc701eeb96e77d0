import { makeStyles } from '@fluentui/react-components';
import { Text } from '../i18n/text.tsx';
import { useLinkStyles } from './link-styles.ts';

/**
 * The support hotline (consumer spec §1, §8 "Request error modal", §9): open 8-20, seven days a
 * week. One content source says Mon-Wed 10:00-17:00 instead; the portal shows the specification's
 * main reading and docs/ui/consumer.md notes both. The number is the one the content gives (seed pages).
 */
export const HOTLINE_PHONE = '+49 30 12345678';

const useStyles = makeStyles({ hotline: { display: 'flex', flexDirection: 'column', gap: '4px' } });

export const Hotline = () => {
  const styles = useStyles();
  const links = useLinkStyles();
  return (
    <div className={styles.hotline} data-hotline="">
      <strong>
        <Text id="hotline.title" />
      </strong>
      <a className={links.link} href={`tel:${HOTLINE_PHONE.replaceAll(' ', '')}`}>
        {HOTLINE_PHONE}
      </a>
      <span>
        <Text id="hotline.hours" />
      </span>
    </div>
  );
};
