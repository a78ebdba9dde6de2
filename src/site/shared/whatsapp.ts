/** A wa.me chat link: the number as digits only (country code first), the greeting prefilled. */
export function whatsappLink(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`;
}
