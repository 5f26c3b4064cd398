-- Reference data every installation needs (the demo seed upserts the same rows).
insert into "countries" ("code", "name_de", "is_active", "sort_order") values
  ('DE', 'Deutschland', true, 0),
  ('AT', 'Österreich', true, 1),
  ('CH', 'Schweiz', true, 2),
  ('NL', 'Niederlande', true, 3),
  ('BE', 'Belgien', true, 4),
  ('FR', 'Frankreich', true, 5),
  ('ES', 'Spanien', true, 6),
  ('IT', 'Italien', true, 7),
  ('UK', 'Vereinigtes Königreich', true, 8),
  ('US', 'Vereinigte Staaten', true, 9),
  ('CA', 'Kanada', true, 10),
  ('TH', 'Thailand', true, 11)
on conflict ("code") do nothing;
