import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { dealScopeOf } from '../deals/access.ts';
import { type DealAccessError, dealToChange, dealToRead, isCarWithCustomer } from '../deals/deal-for-user.ts';
import type { DealRepository } from '../deals/ports.ts';
import type { DealCar } from '../deals/types.ts';
import type { FileContent } from '../shared/ports.ts';
import { DAMAGE_NOT_REPORTABLE, DAMAGE_PHOTO_NOT_OURS } from './messages.ts';
import type { DamageReport, DamageStore, IncidentDamage } from './ports.ts';
import {
  damageDetailsKept,
  isDamagePhotoImage,
  isDamagePhotoSizeAllowed,
  type RepairStatus,
  repairStatusShown,
  validateDamageLocation,
  validateDamageReport,
} from './rules.ts';

export type DamageDeps = {
  readonly deals: Pick<DealRepository, 'findIn'>;
  readonly damage: DamageStore;
};

/** Field errors by the request's field names (damageDescription, image_locations, …). */
export type DamageError =
  | DealAccessError
  | { readonly code: 'invalid'; readonly fields: Readonly<Record<string, string>> }
  | { readonly code: 'not_reportable'; readonly message: string }
  | { readonly code: 'no_photo' }
  | { readonly code: 'photo_not_image' }
  | { readonly code: 'photo_too_large' };

export type ShownIncidentDamage = Omit<IncidentDamage, 'repair_status'> & {
  readonly repair_status: RepairStatus;
};

export const incidentDamages =
  ({ deals, damage }: DamageDeps) =>
  async (user: User, dealId: string): Promise<Result<ShownIncidentDamage[], DamageError>> => {
    const deal = await dealToRead(deals, user, dealId);
    if (deal.isErr()) return err(deal.error);
    const incidents = await damage.incidentsOf(deal.value.id);
    return ok(incidents.map((incident) => ({ ...incident, repair_status: repairStatusShown(incident) })));
  };

/** An incident on the customer's incidents page: the car it happened to beside the incident. */
export type CustomerIncident = ShownIncidentDamage & {
  readonly deal_id: string;
  readonly car: Pick<DealCar, 'oem' | 'model' | 'license_plate'> | null;
};

export type CustomerIncidentDeps = {
  readonly deals: Pick<DealRepository, 'listIn' | 'findIn'>;
  readonly damage: Pick<DamageStore, 'incidentsOf'>;
};

/**
 * The incidents page (consumer spec §2 "incidents", §3 "Incident damages"): the damages recorded on
 * every car the customer sees — each report the customer sends opens one — newest first, with the
 * shown repair status; with a deal id only that car's, and another customer's deal is not found.
 */
export const customerIncidents =
  ({ deals, damage }: CustomerIncidentDeps) =>
  async (user: User, dealId?: string): Promise<Result<CustomerIncident[], DealAccessError>> => {
    let cars: readonly { readonly id: string; readonly car?: DealCar | null }[];
    if (dealId === undefined) cars = await deals.listIn(dealScopeOf(user));
    else {
      const deal = await dealToRead(deals, user, dealId);
      if (deal.isErr()) return err(deal.error);
      cars = [deal.value];
    }
    const perCar = await Promise.all(
      cars.map(async (deal) =>
        (await damage.incidentsOf(deal.id)).map(
          (incident): CustomerIncident => ({
            ...incident,
            repair_status: repairStatusShown(incident),
            deal_id: deal.id,
            car: deal.car
              ? {
                  oem: deal.car.oem ?? null,
                  model: deal.car.model ?? null,
                  license_plate: deal.car.registration_data?.license_plate ?? deal.car.license_plate ?? null,
                }
              : null,
          }),
        ),
      ),
    );
    return ok(
      perCar
        .flat()
        .sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : b.date.localeCompare(a.date))),
    );
  };

export const damageReports =
  ({ deals, damage }: DamageDeps) =>
  async (user: User, dealId: string): Promise<Result<DamageReport[], DamageError>> => {
    const deal = await dealToRead(deals, user, dealId);
    return deal.isErr() ? err(deal.error) : ok(await damage.reportsOf(deal.value.id));
  };

export type DamagePhotoFile = {
  readonly fileName: string;
  readonly mediaType: string;
  readonly size: number;
  readonly receivedKey: string;
};

/**
 * Damage photos for a deal the user may report damage for: images of at most 6 MB each, all of
 * them stored or none (consumer spec §5). Answers their locations, which the report then names.
 */
export const uploadDamagePhotos =
  ({ deals, damage }: DamageDeps) =>
  async (
    user: User,
    dealId: string,
    files: readonly DamagePhotoFile[],
  ): Promise<Result<string[], DamageError>> => {
    const deal = await dealToChange(deals, user, dealId);
    if (deal.isErr()) return err(deal.error);
    if (!isCarWithCustomer(deal.value))
      return err({ code: 'not_reportable', message: DAMAGE_NOT_REPORTABLE });
    if (files.length === 0) return err({ code: 'no_photo' });
    // The server checks both while streaming; the rule holds here too, whoever calls.
    if (files.some((file) => !isDamagePhotoImage(file.mediaType))) return err({ code: 'photo_not_image' });
    if (files.some((file) => !isDamagePhotoSizeAllowed(file.size))) return err({ code: 'photo_too_large' });
    return ok(
      await damage.storePhotos(
        files.map((file) => ({ ...file, ownerUserId: user.id, dealId: deal.value.id })),
      ),
    );
  };

export type ServedDamagePhoto = {
  /** Read as it is sent: a photo is never held whole. */
  readonly content: FileContent;
  readonly mediaType: string;
  /** The name it is served under: its location's last part, never the uploader's file name. */
  readonly fileName: string;
};

/**
 * A damage photo, to whoever may see it: once a report names it, everyone who sees the report's
 * deal (the damage list's rule, dealToRead: the customer; for a fleet car the company's admins and
 * analysts and the assigned driver); before that only the user who uploaded it. Everyone else, as
 * for a photo that does not exist, finds nothing (404), so a location tells no stranger anything.
 */
export const damagePhoto =
  ({ deals, damage }: DamageDeps) =>
  async (user: User, location: string): Promise<Result<ServedDamagePhoto, DamageError>> => {
    const [photo] = await damage.photosAt([location]);
    if (!photo || photo.location !== location) return err({ code: 'not_found' });
    if (photo.reportId === null) {
      if (photo.ownerUserId !== user.id) return err({ code: 'not_found' });
    } else {
      if (photo.dealId === null) return err({ code: 'not_found' });
      const deal = await dealToRead(deals, user, photo.dealId);
      if (deal.isErr()) return err(deal.error);
    }
    const content = await damage.openPhoto(location);
    if (!content) return err({ code: 'not_found' });
    return ok({
      content,
      mediaType: photo.mediaType,
      fileName: location.slice(location.lastIndexOf('/') + 1),
    });
  };

export type DamageReportRequest = {
  readonly problemType: string;
  readonly exteriorProblem?: string | null;
  readonly damageType?: string | null;
  readonly damageDescription: string;
  readonly technicalDefect: boolean;
  readonly unknownDate: boolean;
  readonly damageOccurrenceDate?: string | null;
  readonly sameAddress: boolean;
  readonly street?: string | null;
  readonly housenumber?: string | null;
  readonly zip?: string | null;
  readonly city?: string | null;
  readonly notDrivible: boolean;
  readonly image_locations: readonly string[];
};

/**
 * Sends a damage report (consumer spec §5 "Damage report"): problem type, the damage type and where
 * an exterior damage is (when the dialog asks them, rules.ts damageDetailsAsked), a description of at least
 * 40 characters, an occurrence date not after today unless unknown, where it happened, and at least
 * one photo this user uploaded for this deal and no other report uses yet.
 */
export const reportDamage =
  ({ deals, damage }: DamageDeps) =>
  async (
    user: User,
    dealId: string,
    request: DamageReportRequest,
    now: Date,
  ): Promise<Result<DamageReport, DamageError>> => {
    const found = await dealToChange(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    const deal = found.value;
    if (!isCarWithCustomer(deal)) return err({ code: 'not_reportable', message: DAMAGE_NOT_REPORTABLE });

    const locations = [...new Set(request.image_locations)];
    const fields: Record<string, string> = {};
    const formErrors = validateDamageReport(
      {
        problemType: request.problemType,
        technicalDefect: request.technicalDefect,
        exteriorProblem: request.exteriorProblem ?? null,
        damageType: request.damageType ?? null,
        damageDescription: request.damageDescription,
        images: locations,
        damageOccurrenceDate: request.damageOccurrenceDate ?? null,
        unknownDate: request.unknownDate,
      },
      now,
    );
    for (const [field, error] of Object.entries(formErrors))
      fields[field === 'images' ? 'image_locations' : field] = error.message;
    for (const [field, error] of Object.entries(validateDamageLocation(request)))
      fields[field] = error.message;

    const photos = locations.length > 0 ? await damage.photosAt(locations) : [];
    const usable = locations.map((location) =>
      photos.find(
        (photo) =>
          photo.location === location &&
          photo.ownerUserId === user.id &&
          photo.dealId === deal.id &&
          photo.reportId === null,
      ),
    );
    if (!fields.image_locations && usable.some((photo) => photo === undefined))
      fields.image_locations = DAMAGE_PHOTO_NOT_OURS;
    if (Object.keys(fields).length > 0) return err({ code: 'invalid', fields });

    const unknownDate = request.unknownDate;
    const address = request.sameAddress
      ? { street: null, housenumber: null, zip: null, city: null }
      : {
          street: request.street?.trim() ?? null,
          housenumber: request.housenumber?.trim() ?? null,
          zip: request.zip?.trim() ?? null,
          city: request.city?.trim() ?? null,
        };
    const added = await damage.addReport({
      dealId: deal.id,
      reportedBy: user.id,
      at: now,
      problemType: request.problemType.trim(),
      ...damageDetailsKept({ ...request, problemType: request.problemType.trim() }),
      damageDescription: request.damageDescription.trim(),
      technicalDefect: request.technicalDefect,
      unknownDate,
      damageOccurrenceDate: unknownDate ? null : (request.damageOccurrenceDate ?? null),
      sameAddress: request.sameAddress,
      ...address,
      notDrivible: request.notDrivible,
      photos: usable.filter((photo) => photo !== undefined),
    });
    // The same report sent again at once: its photos went to the first, as when sent after it.
    if (added === 'photos_taken')
      return err({ code: 'invalid', fields: { image_locations: DAMAGE_PHOTO_NOT_OURS } });
    return ok(added);
  };
