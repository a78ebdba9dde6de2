-- Demo content, so a fresh start shows a living site. Every person, article and notice
-- below is invented for demonstration; replace it before going live.

insert into public.news_articles (title, source, date, excerpt, content, created_at) values
('Sensory-friendly play area opens at our Prayagraj centre', 'Amar Ujala', '2026-10-28',
 'A calm, sensory-friendly play space now welcomes children with autism and their siblings every weekday.',
 'Our new sensory room in Civil Lines offers soft lighting, swings, tactile walls and quiet corners. Therapists use it for sensory integration sessions in the mornings, and families may book it in the afternoons. The room was built with support from local volunteers and donors.',
 now() - interval '1 day'),
('Free developmental screening camp draws 120 families', 'Dainik Jagran', '2026-09-14',
 'Paediatricians, speech therapists and psychologists screened children under eight at a one-day camp in Naini.',
 'The camp offered free developmental screening for children under eight. Families whose children showed signs of developmental delay were offered follow-up assessments at no cost. Early identification changes what is possible for a child, and we thank every family who came.',
 now() - interval '2 days'),
('Parents learn home routines for children with cerebral palsy', 'Hindustan Times', '2026-08-02',
 'A six-week parent training programme taught positioning, feeding and play routines that families can use at home.',
 'Physiotherapists and occupational therapists led weekly sessions on safe positioning, feeding support and play that builds strength. Parents practised with their children and took home illustrated guides in Hindi and English.',
 now() - interval '3 days'),
('World Down Syndrome Day celebrated with art and music', 'The Times of India', '2026-03-21',
 'Children, parents and volunteers painted, sang and danced together to celebrate World Down Syndrome Day.',
 'More than eighty children and their families joined a morning of painting, music and dance. An exhibition of the children''s art stayed open for a week at the centre, and proceeds from prints went to our scholarship fund.',
 now() - interval '4 days'),
('Special educators complete inclusive classroom training', 'Amar Ujala', '2026-02-10',
 'Twenty-five teachers from Prayagraj schools completed training on inclusive teaching for learning disabilities.',
 'The three-day workshop covered visual schedules, multi-sensory reading instruction and positive behaviour support. Teachers will receive follow-up mentoring through the school year.',
 now() - interval '5 days'),
('Foundation partners with district hospital for early intervention', 'Dainik Bhaskar', '2025-12-05',
 'A new referral link means newborns at risk of developmental delay are followed up by our early intervention team.',
 'Under the partnership, the district hospital refers infants at risk of developmental delay to our early intervention team, who visit families at home during the first year. The programme starts with twenty families.',
 now() - interval '6 days');

insert into public.notices (title, content, type, priority, is_active, created_at) values
('Centre closed on 26 January', 'The centre will be closed for Republic Day. Therapy sessions move to the following Saturday.', 'warning', 9, true, now() - interval '1 day'),
('New batch of parent training sessions', 'Registrations are open for the next six-week parent training programme. Ask at the front desk or call us.', 'info', 7, true, now() - interval '2 days'),
('Speech therapy waitlist cleared', 'Thanks to two new therapists, every child on the speech therapy waitlist now has a weekly slot.', 'success', 5, true, now() - interval '3 days'),
('Summer camp registrations closed', 'Registrations for the summer camp are closed. Thank you for the overwhelming response.', 'info', 3, false, now() - interval '4 days'),
('Water supply interruption', 'The hydrotherapy pool was unavailable for maintenance. It has reopened.', 'error', 2, false, now() - interval '5 days');

insert into public.doctors (name, specialty, experience, qualifications, description, is_active, created_at) values
('Dr. Ananya Mishra', 'Developmental Paediatrician', '15+ years', 'MBBS, MD (Paediatrics), Fellowship in Developmental Paediatrics',
 'Dr. Mishra leads our assessments and works with families to understand each child''s strengths and needs. She has helped hundreds of children with autism and developmental delay reach milestones through early, family-centred intervention plans that fit daily life at home and school.',
 true, now() - interval '1 day'),
('Dr. Rohit Srivastava', 'Paediatric Neurologist', '12+ years', 'MBBS, MD, DM (Paediatric Neurology)',
 'Dr. Srivastava treats children with cerebral palsy, epilepsy and neuromuscular conditions, and works closely with our physiotherapists on spasticity management and mobility goals.',
 true, now() - interval '2 days'),
('Dr. Kavita Tripathi', 'Child Psychologist', '10+ years', 'M.Phil (Clinical Psychology), PhD, RCI Licensed',
 'Dr. Tripathi conducts standard psychological assessments and guides behaviour support plans for children with autism, ADHD and learning disabilities, always with parents as partners.',
 true, now() - interval '3 days'),
('Dr. Sameer Khan', 'Physiotherapist', '8+ years', 'BPT, MPT (Neurology)',
 'Dr. Khan designs play-based physiotherapy programmes that build strength, balance and independence for children with cerebral palsy and Down syndrome.',
 true, now() - interval '4 days'),
('Dr. Neha Pandey', 'Speech-Language Pathologist', '9+ years', 'BASLP, MASLP',
 'Dr. Pandey helps children find their voice through speech therapy, alternative and augmentative communication, and feeding therapy, in Hindi and English.',
 true, now() - interval '5 days'),
('Dr. Vivek Agarwal', 'Orthopaedic Surgeon', '20+ years', 'MBBS, MS (Orthopaedics)',
 'Dr. Agarwal advised on orthotic and surgical options for children with mobility challenges. He is currently on sabbatical.',
 false, now() - interval '6 days');

insert into public.testimonials (name, position, company, review, created_at) values
('Priya Verma', 'School Teacher', 'Kendriya Vidyalaya, Prayagraj', 'My son barely spoke when we first came. Two years later he reads aloud to his little sister every night. The therapists treated him like family.', now() - interval '1 day'),
('Rajesh Kumar', 'Bank Officer', 'State Bank of India', 'The parent training changed how we understand our daughter. We learned to see her strengths, not only her challenges.', now() - interval '2 days'),
('Sunita Yadav', 'Homemaker', 'Jhunsi', 'The physiotherapy sessions helped my son take his first independent steps at six. I cannot put our gratitude into words.', now() - interval '3 days'),
('Amit Saxena', 'Software Engineer', 'Tech Mahindra', 'Clear assessments, honest advice and real progress. The team explained every step and involved us in every decision.', now() - interval '4 days'),
('Fatima Siddiqui', 'Nurse', 'Swaroop Rani Nehru Hospital', 'As a nurse I have seen many centres. This one stands out for its patience, warmth and genuine care for every child.', now() - interval '5 days'),
('Deepak Tiwari', 'Shop Owner', 'Katra Market', 'Our daughter with Down syndrome now goes to a regular school with confidence. Thank you for standing by us.', now() - interval '6 days');

insert into public.advisories (name, position, content, is_active, created_at) values
('Meera Chaturvedi', 'Family Counselor', 'Meera supports parents through diagnosis, acceptance and planning, and runs monthly support circles where families share what works for them.', true, now() - interval '1 day'),
('Arvind Shukla', 'Special Education Advisor', 'Arvind helps families choose the right school setting and works with teachers on individual education plans and classroom accommodations.', true, now() - interval '2 days'),
('Shalini Dubey', 'Family Counselor', 'Shalini counsels siblings and grandparents, helping the whole family adapt routines and share care without burning out.', true, now() - interval '3 days'),
('Dr. Harish Mehrotra', 'Behavioural Therapist', 'Dr. Mehrotra builds positive behaviour support plans that reduce meltdowns and teach children new ways to communicate their needs.', true, now() - interval '4 days'),
('Pooja Rastogi', 'Legal and Benefits Advisor', 'Pooja guides families through disability certificates, the UDID card, scholarships and government schemes they are entitled to.', true, now() - interval '5 days'),
('Nitin Bajpai', 'Vocational Counselor', 'Nitin helped young adults prepare for work through skills training and supported employment. He is not taking new families at present.', false, now() - interval '6 days');

-- Today's illustrations, so a fresh start looks as it did before photos were content.
insert into public.photos (image_url, image_width, image_height, image_alt, caption, placement, sort_order, consent_confirmed) values
('/images/gallery/circle-time.svg', 800, 600, 'Illustration of children sitting in a circle on a sunny morning', 'Morning circle time', 'gallery', 10, true),
('/images/gallery/sensory-play.svg', 800, 600, 'Illustration of soft balls, bubbles and textured shapes in a sensory corner', 'Sensory play corner', 'gallery', 20, true),
('/images/gallery/art-session.svg', 800, 600, 'Illustration of paint splashes, a brush and a rainbow on paper', 'Art and colour session', 'gallery', 30, true),
('/images/gallery/speech-cards.svg', 800, 600, 'Illustration of picture cards and speech bubbles', 'Speech therapy with picture cards', 'gallery', 40, true),
('/images/gallery/therapy-swing.svg', 800, 600, 'Illustration of a therapy swing hanging under soft clouds', 'Occupational therapy swing', 'gallery', 50, true),
('/images/gallery/parents-workshop.svg', 800, 600, 'Illustration of parents gathered around a table with notebooks', 'Parents'' workshop', 'gallery', 60, true),
('/images/gallery/garden-walk.svg', 800, 600, 'Illustration of a path through green hills, trees and flowers', 'Garden walk', 'gallery', 70, true),
('/images/gallery/music-rhythm.svg', 800, 600, 'Illustration of a drum and floating musical notes', 'Music and rhythm', 'gallery', 80, true),
('/images/gallery/diwali.svg', 800, 600, 'Illustration of glowing diyas and colourful rangoli', 'Celebrating Diwali together', 'gallery', 90, true),
('/images/gallery/sports-day.svg', 800, 600, 'Illustration of a running track, flags and a medal', 'Annual sports day', 'gallery', 100, true),
('/images/awards/award-1.svg', 800, 500, 'A gold trophy for community service on a soft blue background', null, 'awards', 10, true),
('/images/awards/award-2.svg', 800, 500, 'A ribbon medal for excellence in inclusive education', null, 'awards', 20, true),
('/images/awards/award-3.svg', 800, 500, 'A framed certificate of recognition for family support', null, 'awards', 30, true),
('/images/slides/therapy-1.svg', 800, 500, 'A sensory room with soft mats, a swing and gentle lights', null, 'therapy', 10, true),
('/images/slides/therapy-2.svg', 800, 500, 'A speech therapy table with picture cards and a mirror', null, 'therapy', 20, true),
('/images/slides/therapy-3.svg', 800, 500, 'A physiotherapy corner with a balance ball and parallel bars', null, 'therapy', 30, true),
('/images/slides/therapy-4.svg', 800, 500, 'A bright classroom with building blocks and a low bookshelf', null, 'therapy', 40, true);

-- The policy pages (docs/product.md#policy-pages): a first version that states facts about this
-- website. What the privacy notice keeps, why and for how long is not written here: the page
-- shows it from the declarations (public.privacy_notice()). The grievance officer's contact (src/config/site.ts)
-- is shown under each page's text, so it is not repeated here.
insert into public.pages (slug, title_en, title_hi, body_en, body_hi) values
('privacy', 'Privacy Policy', 'गोपनीयता नीति',
$en$This notice says what personal data this website collects, why, who sees it, how long it is kept, and the rights you have under India's Digital Personal Data Protection Act, 2023 (DPDP Act).

## What we collect, and why

Each form of this website, and the records the foundation keeps, are listed below this text: what each keeps, why, and for how long. The list is drawn from the same rules the website's database follows, so it is always complete.

To stop misuse, the network address a form is sent from is used to count how many forms it sends in an hour, and is deleted after that hour. Your browser remembers your language choice, and keeps a form that could not be sent yet, on your own device only.

We do not use advertising or tracking cookies, and we never sell your data or use it for marketing.

## Who sees it

Only the foundation's staff, after signing in to the website's admin. Our hosting and e-mail providers store the data for us.

## How long we keep it

Each kind of data is deleted automatically when its time is over: the list below says when.

## Your rights

Under the DPDP Act you may:

- **Access**: ask what personal data we hold about you.
- **Correction**: ask us to correct, complete or update it.
- **Erasure**: ask us to erase it. A receipt request is kept for as long as the Income-tax Act requires.
- **Grievance**: complain to our Grievance Officer, and if you are not satisfied with the answer, to the Data Protection Board of India.
- **Nominate**: name a person who may use these rights for you if you die or cannot act yourself.

You may withdraw your consent at any time; this does not affect what was done before. To use any of these rights, ask on the [data request page](/data-request), or write to or call the Grievance Officer named below.

## Changes to this notice

The date of the last change is shown on this page.$en$,
$hi$यह सूचना बताती है कि यह वेबसाइट कौन-सी निजी जानकारी लेती है, क्यों लेती है, उसे कौन देखता है, उसे कितने समय तक रखा जाता है, और भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP अधिनियम) के तहत आपके क्या अधिकार हैं।

## हम क्या लेते हैं, और क्यों

इस वेबसाइट का हर फ़ॉर्म, और फ़ाउंडेशन के रखे रिकॉर्ड, इस पाठ के नीचे दिए गए हैं: हर एक क्या रखता है, क्यों, और कितने समय तक। यह सूची उन्हीं नियमों से बनती है जिन पर वेबसाइट का डेटाबेस चलता है, इसलिए यह हमेशा पूरी रहती है।

दुरुपयोग रोकने के लिए, जिस नेटवर्क पते से फ़ॉर्म भेजा जाता है, उससे एक घंटे में भेजे गए फ़ॉर्म गिने जाते हैं, और उस घंटे के बाद वह पता मिटा दिया जाता है। आपकी चुनी हुई भाषा, और अभी न भेजा जा सका फ़ॉर्म, सिर्फ़ आपके अपने डिवाइस पर आपका ब्राउज़र रखता है।

हम विज्ञापन या ट्रैकिंग वाली कुकी का उपयोग नहीं करते, और आपकी जानकारी न कभी बेचते हैं, न मार्केटिंग में लगाते हैं।

## इसे कौन देखता है

सिर्फ़ फ़ाउंडेशन का स्टाफ़, वेबसाइट के एडमिन में साइन इन करके। हमारी होस्टिंग और ईमेल सेवाएँ यह जानकारी हमारे लिए सुरक्षित रखती हैं।

## हम इसे कितने समय तक रखते हैं

हर तरह की जानकारी उसका समय पूरा होने पर अपने-आप मिटा दी जाती है: नीचे की सूची बताती है कि कब।

## आपके अधिकार

DPDP अधिनियम के तहत आप:

- **जानकारी पाना**: पूछ सकते हैं कि हमारे पास आपकी कौन-सी निजी जानकारी है।
- **सुधार**: उसे ठीक, पूरा या नया करवा सकते हैं।
- **मिटाना**: उसे मिटाने के लिए कह सकते हैं। रसीद का अनुरोध उतने समय तक रखा जाता है जितना आयकर अधिनियम कहता है।
- **शिकायत**: हमारे शिकायत अधिकारी से शिकायत कर सकते हैं, और जवाब से संतुष्ट न हों तो भारतीय डेटा संरक्षण बोर्ड से।
- **नामांकन**: किसी व्यक्ति को नामित कर सकते हैं, जो आपकी मृत्यु या असमर्थता में आपकी ओर से ये अधिकार इस्तेमाल करे।

आप अपनी सहमति कभी भी वापस ले सकते हैं; इससे पहले हो चुके काम पर असर नहीं पड़ता। इनमें से किसी भी अधिकार के लिए [डेटा अनुरोध पेज](/data-request) पर पूछें, या नीचे दिए गए शिकायत अधिकारी को लिखें या फ़ोन करें।

## इस सूचना में बदलाव

पिछले बदलाव की तारीख़ इस पेज पर दिखाई गई है।$hi$),
('terms', 'Terms of Use', 'उपयोग की शर्तें',
$en$These terms apply to this website of the Prayagraj Neurodiversity Foundation, Prayagraj, Uttar Pradesh.

## What this website is for

It tells families about our services, our doctors and advisors, our news, and ways to help. Its information is general: it does not replace the advice of a doctor or therapist who knows your child.

## Forms

Please give true details in the contact form and the 80G receipt request, and send another person's details only with their permission. How we use what you send is written in our Privacy Policy.

## Donations

Donations by UPI or bank transfer are voluntary gifts to the foundation; they buy no goods or services. This website does not take payments itself: you pay from your own UPI app or bank. An 80G receipt is issued on request for an eligible donation, through the 80G receipt request form. Refunds of mistaken donations are described in our Refund Policy.

## Texts and photos

Texts and pictures on this website belong to the foundation or are used with permission. A photo of a child is published only with the parents' written consent; to have a photo removed, write to us.

## Links to other websites

Links to WhatsApp, social media and other websites lead to services with their own terms.

## Changes

The date of the last change is shown on this page.$en$,
$hi$ये शर्तें प्रयागराज, उत्तर प्रदेश के Prayagraj Neurodiversity Foundation की इस वेबसाइट पर लागू होती हैं।

## यह वेबसाइट किसलिए है

यह परिवारों को हमारी सेवाओं, हमारे डॉक्टरों और सलाहकारों, हमारी ख़बरों, और मदद के तरीकों के बारे में बताती है। इसकी जानकारी सामान्य है: यह आपके बच्चे को जानने वाले डॉक्टर या थेरेपिस्ट की सलाह की जगह नहीं लेती।

## फ़ॉर्म

संपर्क फ़ॉर्म और 80G रसीद के अनुरोध में सही जानकारी दें, और किसी दूसरे व्यक्ति की जानकारी सिर्फ़ उसकी अनुमति से भेजें। आपकी भेजी जानकारी का हम कैसे उपयोग करते हैं, यह हमारी गोपनीयता नीति में लिखा है।

## दान

UPI या बैंक ट्रांसफ़र से दिया गया दान फ़ाउंडेशन को स्वेच्छा से दिया गया उपहार है; इससे कोई सामान या सेवा नहीं ख़रीदी जाती। यह वेबसाइट ख़ुद भुगतान नहीं लेती: आप अपने UPI ऐप या बैंक से भुगतान करते हैं। योग्य दान की 80G रसीद, 80G रसीद के अनुरोध फ़ॉर्म से माँगने पर दी जाती है। ग़लती से दिए गए दान की वापसी हमारी रिफ़ंड नीति में बताई गई है।

## लेख और फ़ोटो

इस वेबसाइट के लेख और चित्र फ़ाउंडेशन के हैं या अनुमति से लगाए गए हैं। किसी बच्चे की फ़ोटो सिर्फ़ माता-पिता की लिखित सहमति से लगाई जाती है; कोई फ़ोटो हटवाने के लिए हमें लिखें।

## दूसरी वेबसाइटों के लिंक

WhatsApp, सोशल मीडिया और दूसरी वेबसाइटों के लिंक ऐसी सेवाओं पर ले जाते हैं जिनकी अपनी शर्तें हैं।

## बदलाव

पिछले बदलाव की तारीख़ इस पेज पर दिखाई गई है।$hi$),
('refund-policy', 'Refund Policy', 'रिफ़ंड नीति',
$en$Donations to the foundation are voluntary and are made by UPI or bank transfer straight to the foundation's account. This website sells nothing and takes no payments itself.

## A donation made by mistake

If you paid a wrong amount, paid twice, or did not mean to pay, write to us **within 30 days of the payment** with its date, its amount and its UPI or bank reference. Once our bank statement shows the payment, we return the mistaken amount to the account it came from, within 15 working days.

## 80G receipts

An 80G receipt is issued only for a donation we have received and keep. If a receipt was already issued for a donation we refund, we cancel that receipt, and the refunded amount cannot be claimed under section 80G.

## Other donations

A donation made as intended is used for the children's programmes and is not refunded.

## How to ask

Write to or call the Grievance Officer named below.$en$,
$hi$फ़ाउंडेशन को दान स्वेच्छा से दिया जाता है, और UPI या बैंक ट्रांसफ़र से सीधे फ़ाउंडेशन के खाते में जाता है। यह वेबसाइट कुछ नहीं बेचती और ख़ुद कोई भुगतान नहीं लेती।

## ग़लती से दिया गया दान

अगर आपने ग़लत राशि दी, दो बार भुगतान किया, या भुगतान करना नहीं चाहते थे, तो **भुगतान के 30 दिनों के अंदर** उसकी तारीख़, राशि और UPI या बैंक संदर्भ संख्या के साथ हमें लिखें। हमारे बैंक स्टेटमेंट में भुगतान दिखने पर, हम ग़लती वाली राशि 15 कार्य-दिवसों के अंदर उसी खाते में लौटा देते हैं जिससे वह आई थी।

## 80G रसीदें

80G रसीद सिर्फ़ उस दान की दी जाती है जो हमें मिला है और हमारे पास रहता है। अगर लौटाए जाने वाले दान की रसीद पहले ही दी जा चुकी है, तो हम वह रसीद रद्द कर देते हैं, और लौटाई गई राशि पर धारा 80G के तहत छूट नहीं ली जा सकती।

## बाकी दान

इरादे से दिया गया दान बच्चों के कार्यक्रमों में लगाया जाता है और लौटाया नहीं जाता।

## कैसे माँगें

नीचे दिए गए शिकायत अधिकारी को लिखें या फ़ोन करें।$hi$);

-- Events (invented; docs/product.md#events): upcoming ones dated from the day the seed runs, at
-- their time in India, and past ones for the archive.
insert into public.events (title, summary, description, starts_at, ends_at, place_name, place_address, online_url, registration_mode, registration_url, capacity) values
  ('Parent workshop: everyday speech at home',
   'A morning for parents on helping children talk more at home, with our speech therapists.',
   'Bring your questions. Tea will be served; children are welcome in the play room while you attend.',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '14 days 10 hours') at time zone 'Asia/Kolkata',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '14 days 13 hours') at time zone 'Asia/Kolkata',
   'Centre hall', '12 Civil Lines, Prayagraj 211001', null, 'form', null, 25),
  ('Free developmental screening camp',
   'Free screening for children up to 6 years: development, hearing and vision.',
   'Our team checks how each child is growing and talks you through the next steps. No registration needed.',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '30 days 9 hours 30 minutes') at time zone 'Asia/Kolkata',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '30 days 16 hours') at time zone 'Asia/Kolkata',
   'Community centre, Naini', 'Naini, Prayagraj 211008', null, 'none', null, null),
  ('Online talk: understanding sensory needs',
   'An evening talk for families, online, with time for questions.',
   'Our occupational therapist explains sensory needs and simple changes that help at home and at school.',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '21 days 18 hours') at time zone 'Asia/Kolkata',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '21 days 19 hours') at time zone 'Asia/Kolkata',
   null, null, 'https://meet.example.org/sensory-talk', 'link', 'https://forms.example.org/sensory-talk', null),
  ('World Autism Awareness Day walk',
   'Families, friends and volunteers walked together for awareness and acceptance.',
   'Thank you to everyone who joined us.',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') - interval '60 days' + interval '7 hours') at time zone 'Asia/Kolkata',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') - interval '60 days' + interval '9 hours') at time zone 'Asia/Kolkata',
   'Company Bagh', 'Civil Lines, Prayagraj 211001', null, 'none', null, null),
  ('Parent support circle',
   'A monthly circle where parents share what works.',
   'Led by our counsellor.',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') - interval '20 days' + interval '16 hours') at time zone 'Asia/Kolkata',
   (date_trunc('day', now() at time zone 'Asia/Kolkata') - interval '20 days' + interval '17 hours 30 minutes') at time zone 'Asia/Kolkata',
   'Centre hall', '12 Civil Lines, Prayagraj 211001', null, 'none', null, null);

-- Hindi versions (issue 39): an article, a notice, an event (its place too) and a doctor staff have
-- written in Hindi too; the other rows show their English on the Hindi pages, marked so, until staff write it.
update public.news_articles set
  title_hi = 'प्रयागराज केंद्र में संवेदी-अनुकूल खेल क्षेत्र खुला',
  excerpt_hi = 'ऑटिज़्म वाले बच्चों और उनके भाई-बहनों के लिए एक शांत, संवेदी-अनुकूल खेल स्थान अब हर कार्यदिवस खुला है।',
  content_hi = 'सिविल लाइंस में हमारे नए संवेदी कक्ष में हल्की रोशनी, झूले, छूकर महसूस करने वाली दीवारें और शांत कोने हैं। थेरेपिस्ट सुबह इसमें संवेदी एकीकरण सत्र लेते हैं, और परिवार दोपहर में इसे बुक कर सकते हैं। यह कक्ष स्थानीय स्वयंसेवकों और दानदाताओं की मदद से बना है।'
where title = 'Sensory-friendly play area opens at our Prayagraj centre';
update public.notices set
  title_hi = '26 जनवरी को केंद्र बंद रहेगा',
  content_hi = 'गणतंत्र दिवस पर केंद्र बंद रहेगा। थेरेपी सत्र अगले शनिवार को होंगे।'
where title = 'Centre closed on 26 January';
update public.events set
  title_hi = 'अभिभावक कार्यशाला: घर पर रोज़ की बोलचाल',
  summary_hi = 'हमारे स्पीच थेरेपिस्ट के साथ एक सुबह: बच्चों को घर पर ज़्यादा बोलने में कैसे मदद करें।',
  description_hi = 'अपने सवाल साथ लाएँ। चाय मिलेगी; आपके रहते बच्चे खेल-कक्ष में रह सकते हैं।',
  place_name_hi = 'केंद्र हॉल',
  place_address_hi = '12 सिविल लाइंस, प्रयागराज 211001'
where title = 'Parent workshop: everyday speech at home';
-- A gallery photo whose alt text staff wrote in Hindi too; the other pictures' alt texts are English.
update public.photos set image_alt_hi = 'धूप वाली सुबह घेरे में बैठे बच्चों का चित्र'
where image_url = '/images/gallery/circle-time.svg';

-- 'Your first visit' (docs/product.md#your-first-visit): the steps of a first visit, told with the
-- site's own illustrations until staff upload photos of the centre; the times and places are
-- invented like the rest of this file.
insert into public.visit_steps
  (position, title, title_hi, body, body_hi, image_url, image_width, image_height, image_alt, image_alt_hi, consent_confirmed) values
(10, 'Getting there', 'यहाँ तक पहुँचना',
 'We will go to the centre in Civil Lines. It is a short walk from the bus stop, past a garden with trees.',
 'हम सिविल लाइंस के केंद्र जाएँगे। बस स्टॉप से थोड़ी दूर पैदल, पेड़ों वाले बगीचे के पास से।',
 '/images/gallery/garden-walk.svg', 800, 600, 'Illustration of a path through green hills, trees and flowers',
 'हरी पहाड़ियों, पेड़ों और फूलों के बीच से जाते रास्ते का चित्र', true),
(20, 'The entrance', 'प्रवेश द्वार',
 'We go in through the big front door. A person at the desk says hello and writes down our name.',
 'हम बड़े मुख्य दरवाज़े से अंदर जाते हैं। मेज़ पर बैठे व्यक्ति नमस्ते कहते हैं और हमारा नाम लिखते हैं।',
 '/images/slides/therapy-4.svg', 800, 500, 'A bright classroom with building blocks and a low bookshelf',
 'बिल्डिंग ब्लॉक और नीची किताबों की अलमारी वाला उजला कमरा', true),
(30, 'The waiting room', 'प्रतीक्षा कक्ष',
 'We wait in a room with soft chairs and toys. Sometimes other children are waiting too.',
 'हम मुलायम कुर्सियों और खिलौनों वाले कमरे में इंतज़ार करते हैं। कभी-कभी दूसरे बच्चे भी इंतज़ार करते हैं।',
 '/images/gallery/sensory-play.svg', 800, 600, 'Illustration of soft balls, bubbles and textured shapes in a sensory corner',
 'सेंसरी कोने में मुलायम गेंदों, बुलबुलों और खुरदुरी आकृतियों का चित्र', true),
(40, 'Who we will meet', 'हम किससे मिलेंगे',
 'We will meet a therapist who likes to play. They will ask my parents some questions.',
 'हम एक थेरेपिस्ट से मिलेंगे जिन्हें खेलना पसंद है। वे मेरे माता-पिता से कुछ सवाल पूछेंगे।',
 '/images/gallery/parents-workshop.svg', 800, 600, 'Illustration of parents gathered around a table with notebooks',
 'नोटबुक के साथ मेज़ के चारों ओर बैठे माता-पिता का चित्र', true),
(50, 'The assessment', 'आकलन',
 'We play with blocks, pictures and a ball. It is fine to stop and rest when I need to.',
 'हम ब्लॉक, तस्वीरों और गेंद से खेलते हैं। जब ज़रूरत हो, रुककर आराम करना ठीक है।',
 '/images/slides/therapy-2.svg', 800, 500, 'A speech therapy table with picture cards and a mirror',
 'तस्वीर वाले कार्ड और शीशे के साथ स्पीच थेरेपी की मेज़', true),
(60, 'How long it takes', 'कितना समय लगता है',
 'The visit takes about one hour. When it is finished, we go home.',
 'मुलाक़ात में लगभग एक घंटा लगता है। ख़त्म होने पर हम घर जाते हैं।',
 '/images/gallery/circle-time.svg', 800, 600, 'Illustration of children sitting in a circle on a sunny morning',
 'धूप वाली सुबह घेरे में बैठे बच्चों का चित्र', true),
(70, 'What to bring', 'क्या साथ लाएँ',
 'We bring water, a snack and a favourite toy. My parents bring any reports from doctors.',
 'हम पानी, कुछ खाने को और एक पसंदीदा खिलौना लाते हैं। मेरे माता-पिता डॉक्टरों की रिपोर्ट लाते हैं।',
 '/images/gallery/art-session.svg', 800, 600, 'Illustration of paint splashes, a brush and a rainbow on paper',
 'काग़ज़ पर रंगों के छींटे, ब्रश और इंद्रधनुष का चित्र', true),
(80, 'The quiet room and toilets', 'शांत कमरा और शौचालय',
 'If it gets too loud, I can go to the quiet room with soft lights. The toilets are next to the waiting room.',
 'अगर बहुत शोर हो, तो मैं हल्की रोशनी वाले शांत कमरे में जा सकता हूँ। शौचालय प्रतीक्षा कक्ष के पास हैं।',
 '/images/slides/therapy-1.svg', 800, 500, 'A sensory room with soft mats, a swing and gentle lights',
 'मुलायम गद्दों, झूले और हल्की रोशनी वाला सेंसरी कमरा', true);

-- The sensory information under the story: a page of its own in Pages, no address of its own.
insert into public.pages (slug, title_en, title_hi, body_en, body_hi) values
('first-visit-sensory', 'Sensory information', 'संवेदी जानकारी',
$en$### Quiet hours

Weekday mornings from 9 to 11 am are our quietest time. Ask for one of these times when we call you.

### Noise

The waiting room can be busy in the afternoon. Ear defenders are at the desk; bring your child's own if they prefer.

### Lights

The rooms have daylight and warm lamps, no flickering tube lights. The quiet room has dim, soft lights.$en$,
$hi$### शांत समय

सोमवार से शुक्रवार सुबह 9 से 11 बजे तक सबसे शांत समय होता है। जब हम फ़ोन करें, तो इनमें से कोई समय माँगें।

### शोर

दोपहर में प्रतीक्षा कक्ष में भीड़ हो सकती है। कान ढकने वाले हेडफ़ोन मेज़ पर हैं; बच्चे को अपने पसंद हों तो साथ लाएँ।

### रोशनी

कमरों में दिन की रोशनी और हल्के लैंप हैं, टिमटिमाती ट्यूबलाइट नहीं। शांत कमरे में धीमी, हल्की रोशनी है।$hi$);
