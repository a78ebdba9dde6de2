import { paths } from "../paths";

// Fixed copy of the Get Involved page (docs/product.md#get-involved). Bank details and links live in src/config.

export const getInvolvedMeta = {
  title: "Get Involved",
  description:
    "Donate, volunteer, spread awareness or attend our events: ways to support neurodiverse children and their families in Prayagraj.",
};

export const getInvolvedIntro = {
  title: "Get Involved",
  lead: "Every hour, rupee and shared link helps a child reach the therapy and education they need. Choose the way that suits you.",
};

export const involvementCards = {
  donate: {
    title: "Donate",
    text: "Fund therapy sessions, learning materials and scholarships for families who cannot afford care.",
    action: "Donate Now",
  },
  volunteer: {
    title: "Volunteer",
    text: "Give your time and skills: classroom help, events, outreach or professional support.",
    action: "Become a Volunteer",
  },
  share: {
    title: "Spread Awareness",
    text: "Share our work with friends and family so more parents know where to find help.",
    action: "Share Now",
    busy: "Sharing...",
  },
  events: {
    title: "Attend Events",
    text: "Join workshops, awareness drives and celebrations with our children and families.",
    action: "View Events",
    to: paths.news,
  },
};

export const donateModal = {
  title: "Support Our Work",
  intro: "Your donation goes directly to therapy, education and family support.",
  bankHeading: "Bank Transfer",
  labels: {
    accountType: "Account Type",
    bankName: "Bank Name",
    accountHolder: "Account Holder",
    accountNumber: "Account Number",
    ifsc: "IFSC Code",
    branch: "Branch",
  },
  qrHeading: "Scan to Pay (UPI)",
  qrAlt: "UPI payment QR code for the foundation",
  upiLabel: "UPI ID",
  close: "Close",
};

export const shareTexts = {
  text: "Support children with autism, cerebral palsy, Down syndrome and learning disabilities in Prayagraj.",
  copied: "Link copied to clipboard! You can paste it to share on WhatsApp, Facebook, Instagram, etc.",
  failed: "Failed to share. Please try copying the link manually.",
};

export const parentQuote = {
  quote:
    "When we first came here, our son could not sit through a single lesson. Today he reads stories to his little sister. This place gave our whole family hope.",
  attribution: "Sunita Mishra",
  role: "Parent",
};
