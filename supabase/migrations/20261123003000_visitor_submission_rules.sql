-- The rules every public RPC that stores what visitors send shares (the contact form now, the
-- 80G receipt requests next): what counts as blank, what counts as a mailbox, which mailbox
-- and which client a submission comes from, and the per-sender limits that hold under
-- concurrency. All in schema private, which PostgREST does not serve. See docs/decisions.md.

create schema if not exists private;
revoke all on schema private from public;
-- contact_messages' constraints and generated key call the pure functions below as the role
-- that writes the row (staff marking a message handled, the service role), which needs to
-- see the schema. Everything that reads or writes data here stays revoked from them.
grant usage on schema private to authenticated, service_role;

-- Characters that show nothing: Unicode's format characters (category Cf: soft hyphen,
-- zero-width space and joiners, bidi controls, word joiner, BOM, tags...) and the fillers and
-- selectors that render blank. Postgres regular expressions have no \p{Cf}, so the list is
-- spelled out; src/lib/visibleText.ts holds the same list for the browser.
create or replace function private.strip_invisible(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    coalesce(value, ''),
    '[\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E007F\U000E0100-\U000E01EF]',
    '',
    'g'
  );
$$;

-- Trims white space (Unicode's too: \s in a Postgres pattern depends on the locale) and
-- invisible characters from both ends. What is left is empty when the field showed nothing.
create or replace function private.trim_blank(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    coalesce(value, ''),
    '^[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E007F\U000E0100-\U000E01EF]+|[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E007F\U000E0100-\U000E01EF]+$',
    '',
    'g'
  );
$$;

create or replace function private.is_blank(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.trim_blank(value) = '';
$$;

-- A plausible mailbox, the rule of src/lib/email.ts: one @, no white space, no markup or
-- quoting characters (< > " ` ( ) [ ] \ , ; :), a domain of at least two non-empty labels
-- (a trailing dot, as in DNS, is allowed). Invisible characters are ignored, as a pasted
-- address often carries one; letters of any script are allowed (internationalised mail).
create or replace function private.is_mailbox(address text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.strip_invisible(address) ~ (
    '^[^@<>"`()\[\]\\,;:\u0001-\u0020\u007F\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+'
    || '@([^@<>"`()\[\]\\,;:''!#$%&*+/=?^{|}~.\u0001-\u0020\u007F\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+\.)+'
    || '[^@<>"`()\[\]\\,;:''!#$%&*+/=?^{|}~.\u0001-\u0020\u007F\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+\.?$'
  );
$$;

-- One mailbox, one key, however it is written: invisible characters dropped; NFKC (full-width
-- and styled letters become plain); Cyrillic and Greek letters that look Latin mapped to the
-- Latin letter; lower case; the local part without its +tag and without dots; the domain
-- without a trailing dot. Only for counting: the address is stored as typed.
create or replace function private.mailbox_key(address text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with cleaned as (
    select lower(translate(
      normalize(private.trim_blank(private.strip_invisible(address)), NFKC),
      'АВЕКМНОРСТУХЅІЈҮԚԜҺӀаеорсухѕіјԁԛԝһӏҽΑΒΕΖΗΙΚΜΝΟΡΤΥΧαιοκνρυχ',
      'abekmhopctyxsijyqwhlaeopcyxsijdqwhleabezhikmnoptyxaiokvpux'
    )) as address
  ), parts as (
    select substring(address from '^(.*)@') as local_part, substring(address from '@([^@]*)$') as domain from cleaned
  )
  select replace(split_part(local_part, '+', 1), '.', '') || '@' || regexp_replace(domain, '\.+$', '')
  from parts;
$$;

-- The client's address as hosted Supabase passes it: the first hop of X-Forwarded-For in the
-- request headers PostgREST exposes. IPv6 clients are counted per /64, the block one household
-- or phone gets. Null outside an API request or for a value that is not an address.
create or replace function private.client_network() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  first_hop text := btrim(split_part(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1
  ));
  address inet;
begin
  if first_hop is null or first_hop = '' then
    return null;
  end if;
  begin
    address := first_hop::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end;
$$;

-- What was stored in the last hour, per kind of submission: the ledger the limits count. It
-- holds a mailbox key and a network for an hour (purged as new rows come), never the message.
create table if not exists private.visitor_submissions (
  id bigint generated always as identity primary key,
  kind text not null,
  mailbox_key text,
  client_network text,
  created_at timestamptz not null default now()
);
revoke all on private.visitor_submissions from public, anon, authenticated, service_role;
create index if not exists visitor_submissions_mailbox_idx on private.visitor_submissions (kind, mailbox_key, created_at);
create index if not exists visitor_submissions_network_idx on private.visitor_submissions (kind, client_network, created_at);
create index if not exists visitor_submissions_created_idx on private.visitor_submissions (kind, created_at);

-- Decides whether one submission may be stored and records it. Call it in the transaction that
-- stores the submission, after validating and before inserting; refused means store nothing.
--
-- Transaction-level advisory locks on the mailbox key and on the client network serialise the
-- count-then-insert of one sender, so 30 parallel calls still store 5. Locks are always taken in
-- the order mailbox, network, so two calls never wait on each other in a cycle.
--
-- Limits per hour: 5 per mailbox (enough for any family); 20 per network (a family, a school or
-- a clinic behind one address, while a script on one machine cannot fill the inbox; mobile
-- carriers' shared addresses rarely carry more than one of our visitors in an hour). Past 100
-- stored in all, a submission is still stored, held for review: a stranger can never shut the
-- door on everyone else.
create or replace function private.admit_visitor_submission(
  kind text,
  email text,
  out refusal text,
  out held boolean
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  per_mailbox constant int := 5;
  per_network constant int := 20;
  before_review constant int := 100;
  sender_key text := private.mailbox_key(email);
  sender_network text := private.client_network();
begin
  held := false;
  perform pg_advisory_xact_lock(1, hashtext(kind || ':' || coalesce(sender_key, '')));
  if sender_network is not null then
    perform pg_advisory_xact_lock(2, hashtext(kind || ':' || sender_network));
  end if;

  if (select count(*) from private.visitor_submissions s
      where s.kind = admit_visitor_submission.kind and s.mailbox_key = sender_key
        and s.created_at > now() - interval '1 hour') >= per_mailbox then
    refusal := 'Too many messages from this address. Please try again in an hour.';
    return;
  end if;
  if sender_network is not null and (select count(*) from private.visitor_submissions s
      where s.kind = admit_visitor_submission.kind and s.client_network = sender_network
        and s.created_at > now() - interval '1 hour') >= per_network then
    refusal := 'Too many messages have come from your network in the last hour. Please try again later.';
    return;
  end if;
  held := (select count(*) from private.visitor_submissions s
           where s.kind = admit_visitor_submission.kind and s.created_at > now() - interval '1 hour') >= before_review;

  insert into private.visitor_submissions (kind, mailbox_key, client_network)
  values (admit_visitor_submission.kind, sender_key, sender_network);
  -- Skip rows another call is deleting, so purging never makes two calls wait on each other.
  delete from private.visitor_submissions
  where id in (
    select id from private.visitor_submissions
    where created_at < now() - interval '1 hour'
    limit 100
    for update skip locked
  );
end;
$$;

revoke execute on function private.admit_visitor_submission(text, text) from public;
revoke execute on function private.client_network() from public;
