import { Button, makeStyles, typographyStyles } from '@fluentui/react-components';
import { useServices } from '../app/ServicesContext.tsx';
import { Text } from '../i18n/text.tsx';
import { useFormalWording } from '../lib/session.ts';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '16px',
    padding: '48px 16px',
  },
  // Fluent's Title2 type ramp on a plain heading: the Title2 component's preset machinery would
  // load with every page's frame only for this screen.
  title: { ...typographyStyles.title2, margin: '0' },
});

/** The specification's error screen (business spec §2): title, hint and a button that reloads. */
export const ErrorScreen = () => {
  const { browser } = useServices();
  const styles = useStyles();
  const formal = useFormalWording();
  return (
    <div role="alert" className={styles.screen}>
      <h1 className={styles.title}>
        <Text id="app.error.title" />
      </h1>
      <p>
        <Text id={formal ? 'app.error.hint' : 'app.error.hint.informal'} />
      </p>
      <Button appearance="primary" onClick={() => browser.reload()}>
        <Text id="app.error.reload" />
      </Button>
    </div>
  );
};
