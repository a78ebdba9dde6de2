-- Assessment requests (20261125004000) join the privacy machinery built beside them
-- (docs/architecture.md#retention, #privacy-requests): their personal data is declared, and the
-- one retention job deletes a request closed more than 24 months ago, as
-- 20261125004200_assessment_requests_retention.sql said it should, in place of the function that
-- migration wrote for the job to call.

insert into private.personal_data_columns (table_name, column_name, kind) values
  ('assessment_requests', 'child_name', 'name'),
  ('assessment_requests', 'parent_name', 'name'),
  ('assessment_requests', 'phone', 'phone'),
  ('assessment_requests', 'email', 'email'),
  -- Exported and erased with the row; only e-mail and phone columns are searched.
  ('assessment_requests', 'date_of_birth', 'free_text'),
  ('assessment_requests', 'concern_details', 'free_text'),
  ('assessment_requests', 'staff_notes', 'free_text');

insert into private.retention_rules (name, table_name, expired) values
  ('Assessment requests closed more than 24 months ago', 'assessment_requests',
   'status = ''closed'' and closed_at < now() - interval ''24 months''');

drop function private.delete_expired_assessment_requests();
