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
  amountLegend: "Choose an amount",
  otherChoice: "Other",
  otherAmount: "Another amount (₹)",
  otherAmountInvalid: "Please enter an amount in rupees, as in 750 or 1,500.",
  payWithApp: "Pay with a UPI app",
  payHint: "Opens the UPI apps on your phone (Google Pay, PhonePe, Paytm, BHIM...).",
  confirmation:
    "A UPI app cannot tell us that you have paid, so the foundation confirms every gift by sending you a receipt.",
  receiptLink: "Request an 80G receipt",
  registrationsHeading: "Our registrations",
  copy: (label: string) => `Copy ${label}`,
  copied: (label: string) => `${label} copied`,
};

export const receiptRequestTexts = {
  metaTitle: "Request an 80G receipt",
  metaDescription:
    "Gave by UPI, bank transfer, cheque or cash? Send us your PAN and address for an 80G receipt for your income tax.",
  title: "Request an 80G receipt",
  lead: "UPI payments and bank transfers reach us without your PAN or address. Send them here and we will e-mail or post your 80G receipt once we have matched your gift.",
  privacy: "Your PAN is seen only by the foundation's staff and kept for the years tax law requires, then deleted.",
  labels: {
    donorName: "Name as on PAN",
    pan: "PAN",
    address: "Address",
    email: "Email",
    phone: "Phone",
    contactHint: "Give an e-mail address or a phone number, so we can send the receipt.",
    amount: "Amount (₹)",
    giftDate: "Date of the gift",
    mode: "How you paid",
    reference: "Transaction reference",
    referenceHint: "The UPI or bank reference (UTR), or the cheque number. Not needed for cash.",
  },
  modes: [
    { value: "upi", label: "UPI" },
    { value: "bank_transfer", label: "Bank transfer" },
    { value: "cheque", label: "Cheque" },
    { value: "cash", label: "Cash" },
  ],
  errors: {
    required: "Please fill in this field.",
    pan: "Please enter a valid PAN: five letters, four digits and a letter, as in ABCDE1234F.",
    contact: "Please give an e-mail address or a phone number.",
    email: "Please enter a valid email address.",
    amount: "Please enter an amount in rupees greater than zero, as in 2500.",
    amountTooLarge: "The amount must be at most ₹1,00,00,000. For a larger gift, please write to us.",
    futureDate: "The date of the gift cannot be in the future.",
    mode: "Please choose how you paid.",
    reference: "Please enter the transaction reference.",
  },
  submit: "Send request",
  sending: "Sending...",
  failed: "Your request could not be sent. Please check your connection and try again.",
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
