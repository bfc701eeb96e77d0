-- The support CLI streams a company's deals in id order, a page at a time (keyset pages): each page
-- one range of this index, however large the company.
create index deals_company_id on deals (company_id, id);
