import { makeStyles, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { LAUNCHER_CLEARANCE_PX } from '../../components/floating-launcher.ts';
import { Hotline } from '../../components/Hotline.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import { NewsletterSignup } from '../../features/newsletter/components/NewsletterSignup.tsx';
import { Text } from '../../i18n/text.tsx';
import { FOOTER_GROUPS } from './public-links.ts';

const useStyles = makeStyles({
  footer: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: '16px',
    padding: '24px',
    // Room under the last line for the floating help button (components/floating-launcher.ts).
    paddingBottom: `${LAUNCHER_CLEARANCE_PX}px`,
    marginTop: '32px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
});

// The same on every page: a change of the session or the page does not render it again.
export const Footer = memo(() => {
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      {FOOTER_GROUPS.map((group) => (
        <section key={group.title}>
          <h2>
            <Text id={group.title} />
          </h2>
          <ul className={styles.list}>
            {group.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>
                  <Text id={link.label} />
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <NewsletterSignup />
      <section>
        <Hotline />
      </section>
    </footer>
  );
});
