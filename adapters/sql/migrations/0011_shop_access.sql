-- A company's shop access (business spec §6) is kept in one place: fleet_company_settings.
-- car_policies held a second copy; a company withdrawn in either stays withdrawn.
insert into fleet_company_settings (company_id, drivers_shop_access)
select company_id, false from car_policies where shop_access_withdrawn
on conflict (company_id) do update set drivers_shop_access = false;

alter table car_policies drop column shop_access_withdrawn;
