import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { SURVEY_DISMISSED } from '../../../../../../contracts/browser-state.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { publicSiteUrl } from '../../../lib/public-site.ts';
import { rememberForServer } from '../../../lib/server-visible-storage.ts';
import { useWording } from '../../../lib/wording.ts';

/** The survey banner of /subscribe, once closed, stays closed on this browser. */
export const SURVEY_DISMISSED_KEY = SURVEY_DISMISSED.key;

/**
 * Where the survey campaign banner leads (a page of the public website; the specification names
 * none): the portal has no page of that name (consumer spec §2 "Routing rules").
 */
export const SURVEY_URL = '/umfrage';

/** The top banner of /subscribe (consumer spec §9, business spec §9): 3 % off selected models. */
export const DiscountBanner = () => {
  const wording = useWording();
  return (
    <MessageBar intent="success" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          <Text id="shop.subscribe.discountBanner.title" />
        </MessageBarTitle>
        {wording('shop.subscribe.discountBanner.text')}
      </MessageBarBody>
    </MessageBar>
  );
};

/** The survey campaign banner of /subscribe (business spec §2); closing it hides it for good. */
export const SurveyBanner = () => {
  const { browser } = useServices();
  const text = useText();
  const wording = useWording();
  const [dismissed, setDismissed] = useState(
    () => browser.localStorage.getItem(SURVEY_DISMISSED_KEY) !== null,
  );
  if (dismissed) return null;
  return (
    <MessageBar intent="info" layout="multiline" aria-label={wording('shop.subscribe.survey.title')}>
      <MessageBarBody>
        <MessageBarTitle>{wording('shop.subscribe.survey.title')}</MessageBarTitle>
        {wording('shop.subscribe.survey.text')}{' '}
        <Link href={`${publicSiteUrl()}${SURVEY_URL}`} target="_blank" rel="noopener">
          <Text id="shop.subscribe.survey.link" />
        </Link>
      </MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="transparent"
          aria-label={text('shop.subscribe.survey.dismiss')}
          onClick={() => {
            rememberForServer(browser.localStorage, SURVEY_DISMISSED, new Date().toISOString());
            setDismissed(true);
          }}
        >
          ×
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
};
