import { Title2 } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { PageStack } from '../../components/PageStack.tsx';
import { Text } from '../../i18n/text.tsx';

export const NotFoundPage = () => (
  <PageStack>
    <Title2 as="h1">
      <Text id="app.notFound.title" />
    </Title2>
    <RouterLink to="/mycars">
      <Text id="app.notFound.back" />
    </RouterLink>
  </PageStack>
);
