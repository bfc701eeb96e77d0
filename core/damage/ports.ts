import type { FileContent } from '../shared/ports.ts';
import type { DamageType, ExteriorProblem, RecordedRepairStatus } from './rules.ts';

/** A damage recorded on the car (consumer spec §3 "Incident damages"), with its status as recorded. */
export type IncidentDamage = {
  readonly id: string;
  readonly date: string;
  readonly repair_status: RecordedRepairStatus;
  readonly appointment_date: string | null;
  readonly damages: readonly {
    readonly area: string;
    readonly part: string;
    readonly type: { readonly german_name: string };
  }[];
  readonly repair_orders: readonly { readonly date: string; readonly download_url: string }[];
};

/** A report the customer sent (consumer spec §3 "Damage report"); the photos by their locations. */
export type DamageReport = {
  readonly id: string;
  /** The moment it was sent, ISO. */
  readonly created_date: string;
  readonly problemType: string;
  /** Asked for an exterior damage only; null otherwise. */
  readonly exteriorProblem: ExteriorProblem | null;
  /** Asked for every damage that is no technical problem; null for a technical problem. */
  readonly damageType: DamageType | null;
  readonly technicalDefect: boolean;
  readonly damageOccurrenceDate: string | null;
  readonly unknownDate: boolean;
  readonly sameAddress: boolean;
  readonly street: string | null;
  readonly housenumber: string | null;
  readonly zip: string | null;
  readonly city: string | null;
  readonly damageDescription: string;
  readonly notDrivible: boolean;
  readonly images: { readonly image_urls: readonly string[] };
};

/** An uploaded damage photo: who uploaded it for which deal, and whether a report uses it yet. */
export type DamagePhoto = {
  readonly uploadId: string;
  readonly location: string;
  readonly ownerUserId: string;
  readonly dealId: string | null;
  readonly reportId: string | null;
  /** The content type it was stored with (checked from its bytes when uploaded). */
  readonly mediaType: string;
};

export type NewDamagePhoto = {
  readonly ownerUserId: string;
  readonly dealId: string;
  readonly fileName: string;
  readonly mediaType: string;
  readonly size: number;
  /** Where the server received the photo; storing it moves it to the photo's own key. */
  readonly receivedKey: string;
};

export type NewDamageReport = Omit<DamageReport, 'id' | 'created_date' | 'images'> & {
  readonly dealId: string;
  readonly reportedBy: string;
  readonly at: Date;
  /** The photos in the order the customer gave them. */
  readonly photos: readonly DamagePhoto[];
};

export type DamageStore = {
  /** The damages recorded on the deal's car, newest first. */
  readonly incidentsOf: (dealId: string) => Promise<IncidentDamage[]>;
  /** The reports sent for the deal, newest first. */
  readonly reportsOf: (dealId: string) => Promise<DamageReport[]>;
  /** The damage photos stored at these locations (any owner, any deal: the use case judges). */
  readonly photosAt: (locations: readonly string[]) => Promise<DamagePhoto[]>;
  /** The photo at this location as it is read, if it is stored. */
  readonly openPhoto: (location: string) => Promise<FileContent | undefined>;
  /** Stores every photo (file and metadata) or none; answers their locations in order. */
  readonly storePhotos: (photos: readonly NewDamagePhoto[]) => Promise<string[]>;
  /**
   * Stores the report with its photos and opens an incident for it (repair status open), in one
   * transaction. A photo makes one report only: when another report took one of them meanwhile (the
   * same report sent twice at once), nothing is stored and the answer is `photos_taken`.
   */
  readonly addReport: (report: NewDamageReport) => Promise<DamageReport | 'photos_taken'>;
};
