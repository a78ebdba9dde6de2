/** The top bar's links (phone, e-mail, comfort settings): white, underlined on hover. */
export const topBarLinkStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
} as const;
