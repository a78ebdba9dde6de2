// The foundation's own facts, in one place: edit here, and every page follows.
// All numbers and addresses below are demo values for a local install.
export const foundation = {
  name: "Prayagraj Neurodiversity Foundation",
  tagline: "Supporting Neurodiverse Communities Since 2020",
  copyrightYear: 2024,
} as const;

export const contact = {
  phones: ["+91 98765 43210", "+91 91234 56780"],
  helpline: "+91 80000 12345",
  email: "info@example.org",
  address: {
    lines: ["12 Civil Lines, Near Hanuman Mandir", "Prayagraj, Uttar Pradesh 211001", "India"],
  },
  officeHours: [
    { days: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
    { days: "Sat", hours: "9:00 AM-2:00 PM" },
    { days: "Sun", hours: "Closed" },
  ],
} as const;

/** A phone number as a tel: link target (digits and the leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export const bank = {
  accountType: "Current Account",
  bankName: "State Bank of India (demo)",
  accountHolder: "Prayagraj Neurodiversity Foundation",
  accountNumber: "0000 1111 2222 3333",
  ifsc: "SBIN0000000",
  branch: "Civil Lines, Prayagraj",
} as const;

export const upi = {
  id: "pnf.demo@upi",
  payeeName: "Prayagraj Neurodiversity Foundation",
} as const;

/** The UPI payment URI a phone's payment app opens from the donation QR code. */
export function upiPaymentUri(): string {
  return `upi://pay?pa=${encodeURIComponent(upi.id)}&pn=${encodeURIComponent(upi.payeeName)}&cu=INR`;
}

export const links = {
  submitTestimonial: "https://forms.example.org/pnf-testimonial",
  volunteer: "https://www.facebook.com/example.org.pnf",
  social: [
    { label: "Facebook", href: "https://www.facebook.com/example.org.pnf" },
    { label: "Instagram", href: "https://www.instagram.com/example.org.pnf" },
    { label: "YouTube", href: "https://www.youtube.com/@example-pnf" },
  ],
} as const;

/** The home page's hero counters (docs/product.md#home). */
export const impactCounters = [
  { value: 500, suffix: "+", label: "Children Supported" },
  { value: 35, suffix: "+", label: "Therapists & Educators" },
  { value: 5, suffix: "+", label: "Years of Impact" },
] as const;
