-- The demo catalogue's pictures are drawn SVGs shipped with the portal (adapters/react-ui/public);
-- models stored before pointed at .webp files that never existed.
update catalogue_models
  set image_url = regexp_replace(image_url, '\.webp$', '.svg')
  where image_url like '/images/models/%.webp';

-- Announcements in every locale of the business portal (business spec §1: B2B content in German
-- and English): the German texts stay in title / description / cta_label; the texts of a further
-- locale are { "en-DE": { "title", "description", "ctaLabel"? } }. A locale without its own texts
-- takes those of its language, else the German ones (core/fleet/announcements.ts).
alter table fleet_announcements add column translations jsonb not null default '{}'::jsonb;
