import { useMutation } from '@tanstack/react-query';
import type { NewsletterForm } from '../../../../../../core/account/newsletter.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { unwrap } from '../../../lib/query.ts';

/**
 * Consumer spec §7: the newsletter form posts Vorname, Nachname, E-Mail and gdpr (the BFF forwards
 * them to the automation webhook). Visitors sign up too, so it goes out with the consumer actor.
 */
export const useSubscribeNewsletter = () => {
  const { api } = useServices();
  return useMutation({
    mutationFn: (form: NewsletterForm) =>
      unwrap(
        api.consumer.subscribeNewsletter({
          body: {
            Vorname: form.firstname,
            Nachname: form.lastname,
            'E-Mail': form.email,
            gdpr: form.consent,
          },
        }),
      ),
  });
};
