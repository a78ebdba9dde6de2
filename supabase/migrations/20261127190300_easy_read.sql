-- Easy read (issue 40, item 2; docs/product.md#easy-read): the pages a worried parent needs first
-- (home, services, request an assessment, your first visit, contact, giving) each have a twin in
-- easy words, in English and Hindi: short sentences, one idea per line, a picture beside each
-- point. A page is its points, in order; staff write them in the admin like any content (drafts,
-- scheduled publishing, history with undo, Hindi beside the English). The six pages and their
-- titles are fixed by the site (src/lib/easyRead.ts, src/site/easyRead/easyReadTexts.ts): each is
-- the twin of one page of the site, so staff write points, never pages.
--
-- The picture is a key into a fixed set of pictograms the site ships (src/lib/easyRead.ts), not
-- an upload: every point gets a clear picture in one style, it costs no photo on a parent's phone,
-- and staff choose it from a list (docs/decisions/105-easy-read-as-ordered-points-with-fixed-pictures.md).

-- The number of words in a text's longest sentence: a sentence ends at . ! ? । ॥ before a space
-- or the end, or at a line's end; words are runs between spaces or dashes. The same rule as
-- `longestSentenceWords` of src/lib/readability.ts, which the admin's form shows as staff type.
create function private.longest_sentence_words(value text) returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(max(cardinality(array_remove(regexp_split_to_array(btrim(sentence), '[\s—–]+'), ''))), 0)
  from regexp_split_to_table(coalesce(value, ''), '[.!?।॥]+(?=\s|$)|\n+') sentence;
$$;
revoke execute on function private.longest_sentence_words(text) from public, anon, authenticated, service_role;
grant execute on function private.longest_sentence_words(text) to authenticated, service_role;

create table public.easy_read_points (
  id uuid primary key default gen_random_uuid(),
  page text not null constraint "page must be one of the six easy-read pages"
    check (page in ('home', 'services', 'assessment', 'first-visit', 'contact', 'giving')),
  -- Points show in this order on their page; two with the same number by when they were written.
  position integer not null default 1 constraint "position must be 1 to 999" check (position between 1 and 999),
  picture text not null constraint "picture must be one of the site's pictures"
    check (picture in ('child', 'family', 'doctor', 'talk', 'listen', 'phone', 'whatsapp', 'mail', 'form',
      'calendar', 'clock', 'centre', 'place', 'play', 'learn', 'move', 'hands', 'food', 'care', 'help',
      'money', 'bank', 'receipt', 'gift', 'share', 'question', 'yes', 'private', 'papers')),
  text text not null constraint "text must be 1 to 200 characters" check (text ~ '\S' and char_length(text) <= 200),
  text_hi text constraint "text_hi must be 1 to 200 characters when given"
    check (text_hi ~ '\S' and char_length(text_hi) <= 200),
  -- The easy-read rule the database can count (the English reading grade needs syllables: the
  -- admin's form shows it, and the unit test holds the seeded pages to it).
  constraint "text: at most 15 words in a sentence" check (private.longest_sentence_words(text) <= 15),
  constraint "text_hi: at most 15 words in a sentence" check (private.longest_sentence_words(text_hi) <= 15),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index easy_read_points_page_idx on public.easy_read_points (page, position, created_at);
create index easy_read_points_text_trgm_idx on public.easy_read_points
  using gin (text extensions.gin_trgm_ops) with (fastupdate = off);

create trigger easy_read_points_keep_server_columns before insert or update on public.easy_read_points
  for each row execute function private.keep_server_columns();

alter table public.easy_read_points enable row level security;

revoke all on public.easy_read_points from anon, authenticated;
grant select on public.easy_read_points to anon, authenticated;
grant insert, update, delete on public.easy_read_points to authenticated;
revoke all on public.easy_read_points from service_role;
grant all on public.easy_read_points to service_role;

create policy "Visitors read easy-read points" on public.easy_read_points
  for select to anon using (true);
create policy "Signed-in users read easy-read points" on public.easy_read_points
  for select to authenticated using (true);
create policy "Staff insert easy-read points" on public.easy_read_points
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff update easy-read points" on public.easy_read_points
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff delete easy-read points" on public.easy_read_points
  for delete to authenticated using ((select public.is_staff()));

-- "Hindi missing" for the admin's card, filter and dashboard (migration 20261127140400).
create function public.hindi_missing(r public.easy_read_points) returns boolean
language sql stable set search_path = '' as $$ select private.lacks_hindi(to_jsonb(r)) $$;
revoke execute on function public.hindi_missing(public.easy_read_points) from public, anon, authenticated, service_role;
grant execute on function public.hindi_missing(public.easy_read_points) to authenticated, service_role;

-- The first content, which production needs as much as a local start: the six pages in easy
-- English (Flesch–Kincaid grade 5 or below) and Hindi (at most 15 words a sentence).
-- tests/unit/site/readability.test.ts reads these rows from this file and scores them; keep one
-- row a line, in this shape.
insert into public.easy_read_points (page, position, picture, text, text_hi) values
  ('home', 1, 'child', 'We help children who learn in a different way.', 'हम उन बच्चों की मदद करते हैं जो अलग तरह से सीखते हैं।'),
  ('home', 2, 'care', 'Some children have autism or Down syndrome.', 'कुछ बच्चों को ऑटिज़्म या डाउन सिंड्रोम होता है।'),
  ('home', 3, 'move', 'Some children find it hard to move or talk.', 'कुछ बच्चों को चलने या बोलने में मुश्किल होती है।'),
  ('home', 4, 'family', 'We help their families too.', 'हम उनके परिवारों की भी मदद करते हैं।'),
  ('home', 5, 'doctor', 'Doctors and teachers work here together.', 'यहाँ डॉक्टर और शिक्षक साथ मिलकर काम करते हैं।'),
  ('home', 6, 'centre', 'Our centre is in Prayagraj.', 'हमारा केंद्र प्रयागराज में है।'),
  ('home', 7, 'phone', 'Call us if you are worried about your child.', 'अगर आपको अपने बच्चे की चिंता है, तो हमें फ़ोन करें।'),
  ('home', 8, 'yes', 'You are welcome here.', 'यहाँ आपका स्वागत है।'),
  ('services', 1, 'talk', 'We help children talk and listen.', 'हम बच्चों को बोलने और सुनने में मदद करते हैं।'),
  ('services', 2, 'hands', 'We help children eat, dress and write.', 'हम बच्चों को खाने, कपड़े पहनने और लिखने में मदद करते हैं।'),
  ('services', 3, 'move', 'We help children sit, stand and walk.', 'हम बच्चों को बैठने, खड़े होने और चलने में मदद करते हैं।'),
  ('services', 4, 'learn', 'We teach children in small classes.', 'हम बच्चों को छोटी कक्षाओं में पढ़ाते हैं।'),
  ('services', 5, 'play', 'Children learn through play.', 'बच्चे खेल-खेल में सीखते हैं।'),
  ('services', 6, 'food', 'We help with good food for your child.', 'हम आपके बच्चे के अच्छे खाने में मदद करते हैं।'),
  ('services', 7, 'family', 'We show parents how to help at home.', 'हम माता-पिता को घर पर मदद करना सिखाते हैं।'),
  ('services', 8, 'form', 'We can check how your child is growing.', 'हम देख सकते हैं कि आपका बच्चा कैसे बढ़ रहा है।'),
  ('services', 9, 'doctor', 'Our doctors can see your child.', 'हमारे डॉक्टर आपके बच्चे को देख सकते हैं।'),
  ('assessment', 1, 'question', 'Are you worried about your child?', 'क्या आपको अपने बच्चे की चिंता है?'),
  ('assessment', 2, 'form', 'Fill in a short form on this website.', 'इस वेबसाइट पर एक छोटा फ़ॉर्म भरें।'),
  ('assessment', 3, 'child', 'Tell us your child''s name and age.', 'अपने बच्चे का नाम और उम्र बताएँ।'),
  ('assessment', 4, 'talk', 'Tell us what worries you.', 'बताएँ कि आपको किस बात की चिंता है।'),
  ('assessment', 5, 'phone', 'Give us your phone number.', 'अपना फ़ोन नंबर दें।'),
  ('assessment', 6, 'clock', 'We will call you in two working days.', 'हम दो कामकाजी दिनों में आपको फ़ोन करेंगे।'),
  ('assessment', 7, 'calendar', 'We will find a day for your child to come.', 'हम आपके बच्चे के आने का एक दिन तय करेंगे।'),
  ('assessment', 8, 'private', 'Only our staff see what you write.', 'आप जो लिखते हैं, उसे सिर्फ़ हमारे लोग देखते हैं।'),
  ('first-visit', 1, 'calendar', 'We agree on a day and a time with you.', 'हम आपके साथ एक दिन और समय तय करते हैं।'),
  ('first-visit', 2, 'centre', 'Come to our centre with your child.', 'अपने बच्चे के साथ हमारे केंद्र आएँ।'),
  ('first-visit', 3, 'papers', 'Bring any papers from doctors or schools.', 'डॉक्टर या स्कूल के कागज़ हों, तो साथ लाएँ।'),
  ('first-visit', 4, 'talk', 'We talk with you about your child.', 'हम आपसे आपके बच्चे के बारे में बात करते हैं।'),
  ('first-visit', 5, 'play', 'Your child can play while we watch.', 'आपका बच्चा खेलता है और हम देखते हैं।'),
  ('first-visit', 6, 'question', 'You can ask us any question.', 'आप हमसे कोई भी सवाल पूछ सकते हैं।'),
  ('first-visit', 7, 'yes', 'Then we plan the next steps with you.', 'फिर हम आपके साथ आगे की योजना बनाते हैं।'),
  ('contact', 1, 'phone', 'You can call us on the phone.', 'आप हमें फ़ोन कर सकते हैं।'),
  ('contact', 2, 'whatsapp', 'You can send us a WhatsApp message.', 'आप हमें व्हाट्सऐप पर संदेश भेज सकते हैं।'),
  ('contact', 3, 'mail', 'You can send us an e-mail.', 'आप हमें ई-मेल भेज सकते हैं।'),
  ('contact', 4, 'form', 'You can write to us on this website.', 'आप इस वेबसाइट पर हमें लिख सकते हैं।'),
  ('contact', 5, 'clock', 'We are open Monday to Friday, from 9 to 6.', 'हम सोमवार से शुक्रवार, सुबह 9 से शाम 6 बजे तक खुले हैं।'),
  ('contact', 6, 'clock', 'On Saturday we are open from 9 to 2.', 'शनिवार को हम सुबह 9 से दोपहर 2 बजे तक खुले हैं।'),
  ('contact', 7, 'calendar', 'We are closed on Sunday.', 'रविवार को हम बंद रहते हैं।'),
  ('contact', 8, 'place', 'Our centre is in Prayagraj.', 'हमारा केंद्र प्रयागराज में है।'),
  ('giving', 1, 'care', 'You can give money to help the children.', 'आप बच्चों की मदद के लिए पैसे दे सकते हैं।'),
  ('giving', 2, 'learn', 'Your money pays for lessons and care.', 'आपके पैसे से पढ़ाई और देखभाल होती है।'),
  ('giving', 3, 'phone', 'You can pay with a UPI app on your phone.', 'आप अपने फ़ोन पर UPI ऐप से पैसे भेज सकते हैं।'),
  ('giving', 4, 'bank', 'You can also pay into our bank account.', 'आप हमारे बैंक खाते में भी पैसे भेज सकते हैं।'),
  ('giving', 5, 'receipt', 'We send you a receipt for every gift.', 'हम हर दान की रसीद आपको भेजते हैं।'),
  ('giving', 6, 'papers', 'Ask for an 80G receipt. It can lower your tax.', '80G रसीद माँगें। इससे आपका टैक्स कम हो सकता है।'),
  ('giving', 7, 'help', 'You can also give your time as a helper.', 'आप मददगार बनकर अपना समय भी दे सकते हैं।'),
  ('giving', 8, 'share', 'You can tell your friends about us.', 'आप अपने दोस्तों को हमारे बारे में बता सकते हैं।');

-- Content like the rest (docs/architecture.md#publishing-and-history): draft, scheduled and
-- published decided here, every change recorded with undo; the rows above are published since
-- their creation. A change rebuilds the site (src/site/siteTypes.ts `tables`).
select private.make_publishable('easy_read_points');
select private.track_history('easy_read_points');
select private.note_site_changes_of('easy_read_points');
