import type { MantineThemeOverride } from "@mantine/core";

// Shade 8 of blue keeps white button text above 4.5:1 (shade 6, Mantine's default, is about 3.5:1).
export const adminTheme: MantineThemeOverride = {
  colorScheme: "light",
  primaryColor: "blue",
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  // Icon-only close buttons (toasts from Refine's notification provider, modals) need a name.
  components: {
    // A toast lets clicks through to whatever it lies over, its close button excepted: it never
    // blocks an action, and since the pointer never enters it, hovering never holds it open
    // (Mantine 5 pauses a toast's timer while hovered; docs/product.md#admin-toasts).
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": "Dismiss notification" } },
      styles: { root: { pointerEvents: "none" }, closeButton: { pointerEvents: "auto" } },
    },
    Modal: { defaultProps: { closeButtonLabel: "Close" } },
    // Mantine's dimmed description text (gray 6) is below 4.5:1 on white.
    InputWrapper: { styles: (theme) => ({ description: { color: theme.colors.gray[7] } }) },
    // Links are blue 7 by default, about 4.0:1 on white; shade 8 passes.
    Anchor: { styles: (theme) => ({ root: { color: theme.colors.blue[8] } }) },
  },
};
