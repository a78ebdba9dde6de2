// Fixed copy for /about/mission: the five mission cards (docs/product.md#about-pages).

export const mission = {
  title: "Our Mission",
  description: "Five goals that guide our work for neurodiverse children and their families in Prayagraj and beyond.",
  intro:
    "Our mission is to build a world where every neurodiverse child is understood, included and given the chance to thrive. These five goals shape everything we do.",
};

export type MissionItem = { title: string; text: string };

export const missionItems: readonly MissionItem[] = [
  {
    title: "Inclusive Residential Design",
    text: "Create calm, sensory-friendly spaces where children can live, learn and play safely, designed with families and therapists together.",
  },
  {
    title: "Sustainable Ecosystem",
    text: "Build lasting support around each child, linking families, schools, doctors and the community so care continues beyond our walls.",
  },
  {
    title: "Research Advancement",
    text: "Learn from every child we serve, and share practical, evidence-based approaches suited to Indian homes and classrooms.",
  },
  {
    title: "Professional Training",
    text: "Train therapists, teachers and parents in proven methods, so more children across Uttar Pradesh receive skilled support.",
  },
  {
    title: "Global Digital Outreach",
    text: "Reach families far from Prayagraj with online guidance, tele-therapy and resources in Hindi and English.",
  },
];
