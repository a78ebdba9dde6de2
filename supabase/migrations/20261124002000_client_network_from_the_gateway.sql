-- The client's network as the gateway saw it, never as the caller wrote it (docs/decisions.md,
-- "The client's address"). On hosted Supabase, Cloudflare in front of the API gateway sets
-- CF-Connecting-IP to the address that connected to it, replacing whatever the caller sent, while
-- X-Forwarded-For keeps the caller's own entries first: its first hop is the caller's choice.
-- The local gateway (supabase/local/gateway.ts) sets the header the same way from the socket.
--
-- A missing or unparseable value is one shared bucket, 'unknown', never "no limit": a request
-- that did not come through the gateway, or a proxy that lost the header, shares 20 an hour with
-- every other such request. IPv6 clients are counted per /64, the block one household or phone
-- gets.
create or replace function private.client_network() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  raw text;
  address inet;
begin
  begin
    raw := btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip');
  exception when others then
    return 'unknown';
  end;
  if raw is null or raw = '' or raw ~ '[/,\s]' then
    return 'unknown';
  end if;
  begin
    address := raw::inet;
  exception when others then
    return 'unknown';
  end;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end;
$$;

revoke execute on function private.client_network() from public;
