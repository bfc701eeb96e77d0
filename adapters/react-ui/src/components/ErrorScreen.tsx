import { Button, makeStyles, Title2 } from '@fluentui/react-components';
import { useServices } from '../app/ServicesContext.tsx';
import { Text } from '../i18n/text.tsx';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '16px',
    padding: '48px 16px',
  },
});

/** The specification's error screen (business spec §2): title, hint and a button that reloads. */
export const ErrorScreen = () => {
  const { browser } = useServices();
  const styles = useStyles();
  return (
    <div role="alert" className={styles.screen}>
      <Title2 as="h1">
        <Text id="app.error.title" />
      </Title2>
      <p>
        <Text id="app.error.hint" />
      </p>
      <Button appearance="primary" onClick={() => browser.reload()}>
        <Text id="app.error.reload" />
      </Button>
    </div>
  );
};
