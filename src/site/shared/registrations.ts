import type { Registrations } from "../../config/site";

/** The rule the site states when the foundation holds no FCRA registration. */
export const noForeignContributions = "Donations are accepted from Indian citizens and Indian sources only.";

/** The foundation's registrations as lines to show: only those set, the FCRA status always. */
export function registrationLines(registrations: Registrations): string[] {
  const { pan, section12A, section80G, csr1, ngoDarpan, fcra } = registrations;
  return [
    pan && `PAN: ${pan}`,
    section12A && `12A registration: ${section12A}`,
    section80G && `80G registration: ${section80G.number} (valid ${section80G.validity})`,
    csr1 && `CSR-1 registration: ${csr1}`,
    ngoDarpan && `NGO Darpan ID: ${ngoDarpan}`,
    fcra ? `FCRA registration: ${fcra}` : noForeignContributions,
  ].filter((line): line is string => Boolean(line));
}
