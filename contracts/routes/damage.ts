import * as t from 'io-ts';
import { DAMAGE_TYPES, EXTERIOR_PROBLEMS } from '../../core/damage/rules.ts';
import { DAMAGE_PHOTO_MAX_BYTES, IMAGE_EXTENSIONS } from '../../core/shared/validation/uploads.ts';
import { DateText, nullable, oneOf } from '../codecs.ts';
import {
  BUSINESS_ANALYST,
  CONSUMER,
  CONSUMER_ACTIVE_DEAL,
  data,
  get,
  list,
  post,
} from '../route-builders.ts';

/**
 * Damage: consumer spec §3 "Damage report", "Incident damages"; §5 "Damage report"; §7; business
 * spec §3, §5 "Image upload", §7. Photos are uploaded one by one first; the report names their
 * locations. Both portals report damage ('signed-in'); the BFF refuses business analysts (403), who
 * only read (business spec §6).
 */

export const REPAIR_STATUSES = [
  'open',
  'ordered',
  'in_progress',
  'conducted',
  'canceled',
  'pending',
] as const;

const IncidentDamage = t.type({
  id: t.string,
  date: DateText,
  repair_status: oneOf(REPAIR_STATUSES, 'RepairStatus'),
  appointment_date: nullable(DateText),
  damages: t.array(t.type({ area: t.string, part: t.string, type: t.type({ german_name: t.string }) })),
  repair_orders: t.array(t.type({ date: DateText, download_url: t.string })),
});

/** An incident on the customer's incidents page: the car it was recorded on beside it. */
const CustomerIncident = t.intersection([
  IncidentDamage,
  t.type({
    deal_id: t.string,
    car: nullable(
      t.type({ oem: nullable(t.string), model: nullable(t.string), license_plate: nullable(t.string) }),
    ),
  }),
]);

/** Where an exterior damage is and what kind it is (consumer spec §2): the dialog's closed choices. */
const ExteriorProblem = oneOf(EXTERIOR_PROBLEMS, 'ExteriorProblem');
const DamageType = oneOf(DAMAGE_TYPES, 'DamageType');

const DamageReport = t.intersection([
  t.type({ id: t.string, created_date: DateText }),
  t.partial({
    exteriorProblem: nullable(ExteriorProblem),
    damageType: nullable(DamageType),
    technicalDefect: t.boolean,
    damageOccurrenceDate: nullable(DateText),
    unknownDate: t.boolean,
    sameAddress: t.boolean,
    street: nullable(t.string),
    housenumber: nullable(t.string),
    zip: nullable(t.string),
    city: nullable(t.string),
    damageDescription: t.string,
    notDrivible: t.boolean,
    images: t.partial({ image_urls: t.array(t.string) }),
  }),
]);

/**
 * The report the customer sends (consumer spec §3); photos are uploaded first, one by one. The damage
 * type is required unless technicalDefect, the exterior problem for problemType exterior (core
 * damageDetailsAsked); when not asked they are ignored.
 */
const NewDamageReport = t.intersection([
  t.type({
    problemType: t.string,
    damageDescription: t.string,
    technicalDefect: t.boolean,
    unknownDate: t.boolean,
    sameAddress: t.boolean,
    notDrivible: t.boolean,
    image_locations: t.array(t.string),
  }),
  t.partial({
    exteriorProblem: nullable(ExteriorProblem),
    damageType: nullable(DamageType),
    damageOccurrenceDate: nullable(DateText),
    street: nullable(t.string),
    housenumber: nullable(t.string),
    zip: nullable(t.string),
    city: nullable(t.string),
  }),
]);

const dealParams = { id: 'd-1001' };

/** The content types a damage photo is stored with (its bytes are checked when it is uploaded). */
const photo = {
  kind: 'binary',
  contentTypes: ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp', 'image/gif'],
} as const;

/** Kim Kunde's photo of the bumper in report dr-1, its bytes in the file store. */
export const CONSUMER_DAMAGE_PHOTO = 'customer kunde@demo.example with a damage photo d-1001/1.jpg';

export const damageRoutes = {
  getIncidentDamages: get({
    name: 'getIncidentDamages',
    path: '/portal/api/bff/deals/{id}/incident-damages',
    response: list(IncidentDamage),
    errors: ['not_found'],
    access: 'signed-in',
    summary:
      'Damages recorded on the car, with repair status (an open report without repair shows as pending).',
    origin: 'specification',
    area: 'damage',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      response: {
        data: [
          {
            id: 'inc-1',
            date: '2026-10-02',
            repair_status: 'ordered',
            appointment_date: '2026-12-01',
            damages: [{ area: 'front', part: 'bumper', type: { german_name: 'Kratzer' } }],
            repair_orders: [{ date: '2026-10-05', download_url: '/portal/api/bff/documents/doc-1014/pdf' }],
          },
        ],
      },
    },
  }),
  getIncidents: get({
    name: 'getIncidents',
    path: '/portal/api/bff/incidents',
    query: t.partial({ dealId: t.string }),
    response: list(CustomerIncident),
    // A dealId of another customer's deal is not found.
    errors: ['not_found'],
    access: 'consumer',
    summary:
      'The incidents page: the damages recorded on every car of the customer (each damage report opens one), newest first, with repair status and the car; optionally of one deal.',
    area: 'damage',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      query: { dealId: 'd-1001' },
      response: {
        data: [
          {
            id: 'inc-1',
            date: '2026-10-02',
            repair_status: 'ordered',
            appointment_date: '2026-12-01',
            damages: [{ area: 'front', part: 'bumper', type: { german_name: 'Kratzer' } }],
            repair_orders: [{ date: '2026-10-05', download_url: '/portal/api/bff/documents/doc-1014/pdf' }],
            deal_id: 'd-1001',
            car: { oem: 'Volkswagen', model: 'ID.4 Pro', license_plate: 'M-AB 1234' },
          },
        ],
      },
    },
    errorExamples: [{ state: CONSUMER, query: { dealId: 'd-9999' }, status: 404, code: 'not_found' }],
  }),
  getDamageReports: get({
    name: 'getDamageReports',
    path: '/portal/api/bff/deals/{id}/damage-reports',
    response: list(DamageReport),
    errors: ['not_found'],
    access: 'signed-in',
    summary: 'The damage reports the customer sent for the deal.',
    origin: 'specification',
    area: 'damage',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      response: {
        data: [
          {
            id: 'dr-1',
            created_date: '2026-10-02T08:15:00Z',
            damageDescription: 'Kratzer an der vorderen Stoßstange beim Ausparken in der Tiefgarage.',
            technicalDefect: false,
            unknownDate: false,
            damageOccurrenceDate: '2026-10-01',
            notDrivible: false,
            images: { image_urls: ['/portal/api/bff/uploads/d-1001/1.jpg'] },
          },
        ],
      },
    },
  }),
  uploadDamageImage: post({
    name: 'uploadDamageImage',
    path: '/portal/api/bff/active-fleet/damage-reports/images',
    body: {
      kind: 'multipart',
      fields: t.type({ subscription_id: t.string, timestamp: t.string }),
      // 6 MB each, image files only (consumer spec §5, §9): the limits the portal checks too.
      files: [{ name: 'file', maxBytes: DAMAGE_PHOTO_MAX_BYTES, extensions: IMAGE_EXTENSIONS }],
    },
    response: t.type({ path: t.type({ location: t.string }) }),
    errors: ['upload_too_large', 'upload_type_not_allowed', 'not_found'],
    access: 'signed-in',
    summary: 'Uploads one damage photo (at most 6 MB, images only) with progress; answers its location.',
    origin: 'specification',
    area: 'damage',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      body: { subscription_id: 'd-1001', timestamp: '1764000000000' },
      files: [{ field: 'file', filename: 'kratzer.jpg', contentType: 'image/jpeg' }],
      response: { path: { location: '/portal/api/bff/uploads/d-1001/1764000000000-kratzer.jpg' } },
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        body: { subscription_id: 'd-1001', timestamp: '1764000000000' },
        files: [{ field: 'file', filename: 'vertrag.pdf', contentType: 'application/pdf' }],
        status: 415,
        code: 'upload_type_not_allowed',
      },
      {
        state: CONSUMER_ACTIVE_DEAL,
        body: { subscription_id: 'd-9999', timestamp: '1764000000000' },
        status: 404,
        code: 'not_found',
      },
      {
        state: BUSINESS_ANALYST,
        body: { subscription_id: 'f-2001', timestamp: '1764000000000' },
        status: 403,
        code: 'forbidden',
      },
    ],
  }),
  getDamagePhoto: get({
    name: 'getDamagePhoto',
    path: '/portal/api/bff/uploads/{dealId}/{photo}',
    response: photo,
    errors: ['not_found'],
    access: 'signed-in',
    summary:
      'One damage photo (a path.location of uploadDamageImage, an image_urls entry of a report), shown inline: in a report to everyone who sees its deal, before that to its uploader only; anyone else 404.',
    area: 'damage',
    example: {
      state: CONSUMER_DAMAGE_PHOTO,
      params: { dealId: 'd-1001', photo: '1.jpg' },
      response: 'image/jpeg',
    },
    errorExamples: [
      {
        state: CONSUMER_DAMAGE_PHOTO,
        params: { dealId: 'd-1001', photo: '9.jpg' },
        status: 404,
        code: 'not_found',
      },
      {
        state: 'customer neu@demo.example is signed in',
        params: { dealId: 'd-1001', photo: '1.jpg' },
        status: 404,
        code: 'not_found',
      },
    ],
  }),
  reportDamage: post({
    name: 'reportDamage',
    path: '/portal/api/bff/deals/{id}/damage-reports',
    body: NewDamageReport,
    response: data(DamageReport),
    errors: ['not_found', 'bad_request'],
    access: 'signed-in',
    summary:
      'Sends a damage report (damage type and, for an exterior damage, where it is; description ≥ 40 characters, at least one photo, date not in the future).',
    area: 'damage',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: {
        problemType: 'exterior',
        exteriorProblem: 'front',
        damageType: 'scratch',
        damageDescription: 'Kratzer an der vorderen Stoßstange beim Ausparken in der Tiefgarage.',
        technicalDefect: false,
        unknownDate: false,
        damageOccurrenceDate: '2026-11-20',
        sameAddress: true,
        notDrivible: false,
        image_locations: ['/portal/api/bff/uploads/d-1001/1764000000000-kratzer.jpg'],
      },
      status: 201,
      response: {
        data: {
          id: 'dr-2',
          created_date: '2026-11-22T10:00:00Z',
          exteriorProblem: 'front',
          damageType: 'scratch',
          damageDescription: 'Kratzer an der vorderen Stoßstange beim Ausparken in der Tiefgarage.',
          images: { image_urls: ['/portal/api/bff/uploads/d-1001/1764000000000-kratzer.jpg'] },
        },
      },
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: dealParams,
        body: {
          problemType: 'exterior',
          damageDescription: 'Kratzer',
          technicalDefect: false,
          unknownDate: true,
          sameAddress: true,
          notDrivible: false,
          image_locations: [],
        },
        status: 400,
        code: 'bad_request',
      },
      { state: BUSINESS_ANALYST, params: { id: 'f-2001' }, status: 403, code: 'forbidden' },
    ],
  }),
};
