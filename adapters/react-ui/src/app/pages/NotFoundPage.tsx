import { Title2 } from '@fluentui/react-components';
import { AppLink } from '../../components/AppLink.tsx';
import { PageStack } from '../../components/PageStack.tsx';
import { Text } from '../../i18n/text.tsx';

export const NotFoundPage = () => (
  <PageStack>
    <Title2 as="h1">
      <Text id="app.notFound.title" />
    </Title2>
    <AppLink to="/mycars">
      <Text id="app.notFound.back" />
    </AppLink>
  </PageStack>
);
