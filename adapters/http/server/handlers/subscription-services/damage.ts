import { err, ok } from 'neverthrow';
import {
  customerIncidents,
  type DamageError,
  damagePhoto,
  damageReports,
  incidentDamages,
  reportDamage,
  uploadDamagePhotos,
} from '../../../../../core/damage/use-cases.ts';
import {
  DAMAGE_PHOTO_REQUIRED,
  IMAGE_TYPE_UNSUPPORTED,
  IMAGES_TOO_LARGE_TITLE,
} from '../../../../../core/shared/validation/messages.ts';
import { photoLocationAt, sqlDamageStore } from '../../../../sql/subscription-services-damage.ts';
import type { BffContext } from '../../bff-context.ts';
import { fileBody } from '../../file-body.ts';
import type { Failure, Handler } from '../../handler.ts';
import { NOTHING_POLICY } from '../../security-headers.ts';
import { bodyFields } from './failures.ts';

const failureOf = (error: DamageError): Failure => {
  switch (error.code) {
    case 'not_found':
    case 'forbidden':
      return { code: error.code };
    case 'invalid':
      return { code: 'bad_request', fields: bodyFields(error.fields) };
    case 'not_reportable':
      return { code: 'bad_request', message: error.message };
    case 'no_photo':
      return {
        code: 'bad_request',
        message: DAMAGE_PHOTO_REQUIRED,
        fields: { 'files.file': DAMAGE_PHOTO_REQUIRED },
      };
    case 'photo_not_image':
      return { code: 'upload_type_not_allowed', message: IMAGE_TYPE_UNSUPPORTED };
    case 'photo_too_large':
      return { code: 'upload_too_large', message: IMAGES_TOO_LARGE_TITLE };
  }
};

type UploadFields = { subscription_id: string; timestamp: string };
type NewReport = Parameters<ReturnType<typeof reportDamage>>[2];

export const damageHandlers = (bff: BffContext): Record<string, Handler> => {
  const deps = { deals: bff.deals, damage: sqlDamageStore(bff.db, bff.files) };
  const incidents = incidentDamages(deps);
  const reports = damageReports(deps);
  const upload = uploadDamagePhotos(deps);
  const report = reportDamage(deps);
  const photo = damagePhoto(deps);
  const incidentsPage = customerIncidents(deps);
  return {
    getIncidents: async ({ user, query }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { dealId } = query as { dealId?: string };
      return (await incidentsPage(user, dealId)).map((data) => ({ body: { data } })).mapErr(failureOf);
    },
    getIncidentDamages: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await incidents(user, params.id ?? '')).map((data) => ({ body: { data } })).mapErr(failureOf);
    },
    getDamageReports: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await reports(user, params.id ?? '')).map((data) => ({ body: { data } })).mapErr(failureOf);
    },
    uploadDamageImage: async ({ user, body, files }) => {
      if (!user) return err({ code: 'unauthorized' });
      const fields = body as UploadFields;
      const photos = files
        .filter((file) => file.field === 'file')
        .map((file) => ({
          fileName: file.filename,
          mediaType: file.mediaType,
          size: file.size,
          receivedKey: file.receivedKey,
        }));
      const stored = await upload(user, fields.subscription_id, photos);
      if (stored.isErr()) return err(failureOf(stored.error));
      return ok({ body: { path: { location: stored.value[0] } } });
    },
    getDamagePhoto: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      const served = await photo(user, photoLocationAt(params.dealId ?? '', params.photo ?? ''));
      if (served.isErr()) return err(failureOf(served.error));
      const { content, mediaType, fileName } = served.value;
      return ok({
        body: fileBody(content),
        headers: {
          'content-type': mediaType,
          // Shown in the page, never saved under a name the uploader chose.
          'content-disposition': `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
          // Personal: no shared cache keeps it, and the browser asks again, so a revoked view ends.
          'cache-control': 'private, no-store',
          // An image opened on its own runs nothing, even if a browser took it for a document.
          'content-security-policy': `${NOTHING_POLICY}; sandbox`,
        },
      });
    },
    reportDamage: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await report(user, params.id ?? '', body as NewReport, now))
        .map((data) => ({ status: 201, body: { data } }))
        .mapErr(failureOf);
    },
  };
};
