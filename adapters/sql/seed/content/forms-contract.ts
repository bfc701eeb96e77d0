import type { LocalisedForm } from '../../../../core/content/types.ts';
import { SIGNER_NAME_MAX_LENGTH } from '../../../../core/deals/contract-signing.ts';
import { endpoint, field, GENERIC_ERROR, info, required, toast } from './fields.ts';

/**
 * Signing the reservation's contract (consumer spec §4 "reservation"; the signing step is ours,
 * docs/ui/consumer.md "Signing the reservation's contract"). Its one step is core's
 * CONTRACT_SIGNING_STEPS; the contract itself (its rows and conditions) is not content. The texts
 * name core's values in braces: the deadline's {date} and {time}, the contract's {name}.
 */
export const contractSigning: LocalisedForm = {
  id: 'contract-signing',
  locale: 'de-DE',
  modalName: 'contract-signing',
  title: 'Dein Vertrag',
  steps: [
    {
      id: 'sign',
      title: 'Dein Vertrag',
      fields: [
        info(
          'deadline',
          'Frist',
          'Bitte unterschreibe bis {date}, {time} Uhr. Danach verfällt deine Reservierung.',
        ),
        field(
          'checkbox',
          'confirmed',
          'Ich habe den Vertrag gelesen und bin mit ihm einverstanden.',
          required(),
        ),
        field(
          'text',
          'signer_name',
          'Dein vollständiger Name als Unterschrift',
          required({ maxLength: { value: SIGNER_NAME_MAX_LENGTH } }),
          {
            description: 'So, wie er im Vertrag steht: {name}',
          },
        ),
      ],
      endpoint: endpoint(
        '/portal/api/bff/deals/{subscription_id}/contract/signature',
        'POST',
        { confirmed: 'confirmed', signer_name: 'signer_name' },
        toast('Dein Vertrag ist unterschrieben.'),
        GENERIC_ERROR,
      ),
    },
  ],
};
