// Fixed copy for /about/ourstory.

export const story = {
  title: "Our Story",
  description:
    "How a small weekend parents' circle in Prayagraj grew into a foundation serving over 50 neurodiverse children.",
  lead: "It began with a few families, one rented room, and a shared hope.",
  paragraphs: [
    "A few years ago, a handful of parents in Prayagraj kept meeting in the same waiting rooms. Their children had autism, cerebral palsy, Down syndrome and learning differences, and each family was piecing together help alone, often travelling to Lucknow or Delhi for a single appointment.",
    "They began to meet on weekends in a small rented room. A therapist offered her Saturday mornings. A retired teacher brought picture cards and patience. Children who had struggled to sit still found a place where no one hurried them.",
    "Word spread from family to family. More therapists joined, then doctors and special educators, and the weekend circle became a full-time centre with therapy rooms, a sensory corner and classrooms shaped around how our children learn.",
    "Today we serve over 50 children and their families every week through therapy, special education, assessments and parent counselling. Many of our volunteers are parents who once walked through our doors looking for help.",
    "Our story is still being written by every child who says a first word, takes a first step or makes a first friend here. We would love for you to be part of the next chapter.",
  ],
};
