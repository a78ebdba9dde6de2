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
insert into public.photos (image_url, width, height, alt_text, caption, placement, sort_order, consent_confirmed) values
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
