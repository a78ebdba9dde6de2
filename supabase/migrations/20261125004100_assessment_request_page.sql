-- The assessment form without JavaScript (docs/product.md#assessment-request): the prerendered
-- form posts itself, form-encoded, to submit_assessment_request_page, which takes the same
-- request through private.accept_assessment_request and answers a small result page in the
-- form's language (PostgREST serves a function returning the domain "text/html" as that media
-- type). Each ticked worry comes as its own field (concern_speech=on), as a plain form sends it.
-- Its Hindi sentences are kept here, beside the English answers of 20261125004000 and
-- 20261123003000; tests/unit/site/serverAnswersInHindi.test.ts checks that none is missing.

do $$
begin
  if not exists (select 1 from pg_type where typname = 'text/html' and typnamespace = 'public'::regnamespace) then
    create domain public."text/html" as text;
  end if;
end;
$$;

create or replace function private.html_text(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(coalesce(value, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;');
$$;
revoke execute on function private.html_text(text) from public;

-- Each answer of the RPC and of the visitor limits, in Hindi, for the result page.
create or replace function private.assessment_answer_hi(answer text) returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_build_object(
    'Thank you! We have your request. Someone from the centre will call you within two working days.',
      'धन्यवाद! आपका अनुरोध हमें मिल गया है। केंद्र से कोई दो कार्यदिवस के भीतर आपको फ़ोन करेगा।',
    'Please write plain text: markup such as <b> is not accepted.',
      'कृपया सादा पाठ लिखें: <b> जैसे मार्कअप स्वीकार नहीं किए जाते।',
    'Please enter the first name or initials of the child.',
      'कृपया बच्चे का पहला नाम या नाम के पहले अक्षर लिखें।',
    'Please enter a name with at least one letter or digit.',
      'कृपया ऐसा नाम लिखें जिसमें कम से कम एक अक्षर या अंक हो।',
    'The first name or initials of the child must be at most 60 characters.',
      'बच्चे का पहला नाम या पहले अक्षर अधिकतम 60 वर्णों के हो सकते हैं।',
    'Please enter the date of birth as YYYY-MM-DD.',
      'कृपया जन्म तिथि YYYY-MM-DD के रूप में लिखें।',
    'We see children from birth to 18 years: please check the age.',
      'हम जन्म से 18 वर्ष तक के बच्चों को देखते हैं: कृपया आयु जाँच लें।',
    'Please give the age in whole years and months.',
      'कृपया आयु पूरे वर्षों और महीनों में लिखें।',
    'Months must be 0 to 11: please give the rest as years.',
      'महीने 0 से 11 तक हो सकते हैं: बाक़ी को वर्षों में लिखें।',
    'Please give the age of the child in years and months, or the date of birth.',
      'कृपया बच्चे की आयु वर्षों और महीनों में, या जन्म तिथि लिखें।',
    'Please choose the worries from the list.',
      'कृपया चिंताएँ सूची में से चुनें।',
    'Please tick at least one worry, or describe it in your own words.',
      'कृपया कम से कम एक चिंता पर सही का निशान लगाएँ, या उसे अपने शब्दों में लिखें।',
    'The description of your worries must be at most 2000 characters.',
      'आपकी चिंताओं का विवरण अधिकतम 2000 वर्णों का हो सकता है।',
    'Please enter your name.',
      'कृपया अपना नाम लिखें।',
    'Name must be at most 120 characters.',
      'नाम अधिकतम 120 वर्णों का हो सकता है।',
    'Please enter your mobile number, so that we can call you.',
      'कृपया अपना मोबाइल नंबर लिखें, ताकि हम आपको फ़ोन कर सकें।',
    'Please enter a 10-digit Indian mobile number, with or without +91.',
      'कृपया 10 अंकों का भारतीय मोबाइल नंबर लिखें, +91 के साथ या उसके बिना।',
    'Please say whether we may write to you on WhatsApp.',
      'कृपया बताएँ कि क्या हम आपको WhatsApp पर लिख सकते हैं।',
    'Please enter a valid email address.',
      'कृपया मान्य ईमेल पता लिखें।',
    'Please choose the language for our call: Hindi or English.',
      'कृपया हमारी कॉल की भाषा चुनें: हिंदी या अंग्रेज़ी।',
    'Please choose a time of day for our call.',
      'कृपया हमारी कॉल के लिए दिन का समय चुनें।',
    'Please choose a service from the list, or Not sure.',
      'कृपया सूची में से कोई सेवा चुनें, या "पक्का नहीं"।',
    'Please tick the consent box: we cannot keep your request without it.',
      'कृपया सहमति वाले बॉक्स पर सही का निशान लगाएँ: इसके बिना हम आपका अनुरोध नहीं रख सकते।',
    'The request key is not valid. Please reload the page and send again.',
      'अनुरोध की कुंजी मान्य नहीं है। कृपया पेज दोबारा लोड करके फिर से भेजें।',
    'Too many messages from this address. Please try again in an hour.',
      'इस नंबर से बहुत सारे अनुरोध आ चुके हैं। कृपया एक घंटे बाद फिर कोशिश करें।',
    'Too many messages have come from your network in the last hour. Please try again later.',
      'पिछले एक घंटे में आपके नेटवर्क से बहुत सारे संदेश आए हैं। कृपया कुछ देर बाद फिर कोशिश करें।'
  ) ->> answer, 'आपका अनुरोध नहीं भेजा जा सका। कृपया जाँच कर फिर से भेजें।');
$$;
revoke execute on function private.assessment_answer_hi(text) from public;

create or replace function public.submit_assessment_request_page(
  child_name text default null,
  age_years text default null,
  age_months text default null,
  date_of_birth text default null,
  concern_speech text default null,
  concern_movement text default null,
  concern_behaviour text default null,
  concern_learning text default null,
  concern_social text default null,
  concern_sleep_eating text default null,
  concern_diagnosis text default null,
  concern_other text default null,
  concern_details text default null,
  parent_name text default null,
  phone text default null,
  whatsapp text default null,
  email text default null,
  call_language text default null,
  call_time text default null,
  service text default null,
  consent text default null,
  lang text default null
) returns public."text/html"
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hindi constant boolean := lang = 'hi';
  answer jsonb;
  ok boolean;
  message text;
  origin text;
  form_path constant text := case when hindi then '/hi/assessment' else '/assessment' end;
  home_path constant text := case when hindi then '/hi' else '/' end;
  heading text;
  next_step text;
  links text := '';
begin
  answer := private.accept_assessment_request(jsonb_strip_nulls(jsonb_build_object(
    'child_name', child_name, 'age_years', age_years, 'age_months', age_months, 'date_of_birth', date_of_birth,
    'concerns', array_to_string(array_remove(array[
      case when concern_speech is not null then 'speech' end,
      case when concern_movement is not null then 'movement' end,
      case when concern_behaviour is not null then 'behaviour' end,
      case when concern_learning is not null then 'learning' end,
      case when concern_social is not null then 'social' end,
      case when concern_sleep_eating is not null then 'sleep_eating' end,
      case when concern_diagnosis is not null then 'diagnosis' end,
      case when concern_other is not null then 'other' end
    ], null), ','),
    'concern_details', concern_details, 'parent_name', parent_name, 'phone', phone, 'whatsapp', whatsapp,
    'email', email, 'call_language', call_language, 'call_time', call_time, 'service', service, 'consent', consent
  )));
  ok := (answer ->> 'success')::boolean;
  message := case when hindi then private.assessment_answer_hi(answer ->> 'message') else answer ->> 'message' end;
  if ok then
    heading := case when hindi then 'अनुरोध भेज दिया गया' else 'Request sent' end;
    next_step := case when hindi
      then 'हम आपके चुने हुए समय पर, आपकी चुनी हुई भाषा में फ़ोन करेंगे। फ़ोन पर हम मिलकर आकलन का दिन तय करेंगे।'
      else 'We will call at the time of day you chose, in the language you chose, and agree a day for the assessment with you.' end;
  else
    heading := case when hindi then 'अनुरोध नहीं भेजा गया' else 'Request not sent' end;
    next_step := case when hindi
      then 'आपके उत्तर फ़ॉर्म में सुरक्षित हैं: अपने ब्राउज़र के Back (वापस) बटन से फ़ॉर्म पर लौटें, इसे ठीक करें और फिर से भेजें।'
      else 'Your answers are still in the form: go back with your browser''s Back button, correct this and send again.' end;
  end if;

  -- Links back to the site that posted the form, when the browser said which site that was.
  begin
    origin := nullif(current_setting('request.headers', true), '')::json ->> 'origin';
  exception when others then
    origin := null;
  end;
  if origin ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$' then
    links := format(
      '<p><a href="%s">%s</a></p><p><a href="%s">%s</a></p>',
      private.html_text(origin || home_path),
      case when hindi then 'मुखपृष्ठ पर जाएँ' else 'Go to the home page' end,
      private.html_text(origin || form_path),
      case when hindi then 'एक और अनुरोध भेजें' else 'Send another request' end
    );
    if not ok then
      links := '';
    end if;
  end if;

  return format(
    '<!doctype html><html lang="%s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
    '<meta name="robots" content="noindex"><title>%s</title><style>body{font-family:system-ui,"Noto Sans Devanagari",sans-serif;'
    'line-height:1.6;margin:0;padding:24px;color:#1a1b1e;font-size:18px}main{max-width:36rem;margin:0 auto}'
    'h1{font-size:1.6rem}a{color:#1864ab;display:inline-block;padding:12px 0;font-size:1.1rem}'
    '.answer{padding:16px;border-radius:8px;background:%s}</style></head><body><main><h1>%s</h1>'
    '<p class="answer" role="%s">%s</p><p>%s</p>%s</main></body></html>',
    case when hindi then 'hi' else 'en' end,
    private.html_text(heading),
    case when ok then '#e6fcf5' else '#fff5f5' end,
    private.html_text(heading),
    case when ok then 'status' else 'alert' end,
    private.html_text(message),
    private.html_text(next_step),
    links
  );
end;
$$;

revoke execute on function public.submit_assessment_request_page(
  text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text
) from public, anon, authenticated;
grant execute on function public.submit_assessment_request_page(
  text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text
) to anon, authenticated, service_role;
