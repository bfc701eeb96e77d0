-- The demo catalogue's pictures are drawn SVGs shipped with the portal (adapters/react-ui/public);
-- models stored before pointed at .webp files that never existed.
update catalogue_models
  set image_url = regexp_replace(image_url, '\.webp$', '.svg')
  where image_url like '/images/models/%.webp';
