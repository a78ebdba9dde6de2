import { Box, Burger, Button, Group, NavLink, Text, useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useLogout } from "@refinedev/core";
import { IconLogout } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useStaffRole } from "../roles/staffRole";
import { isActivePath, navItemsFor } from "./navigation";

const LOGOUT_RELOAD_DELAY_MS = 100;

const MENU_ID = "admin-menu";

/**
 * The fixed admin sidebar: navigation, then Logout (message, back to /admin, reload after
 * 100 ms). On a phone it folds behind a menu button, so each screen starts at the top.
 */
export function AdminSidebar() {
  const { pathname } = useLocation();
  const theme = useMantineTheme();
  // Read at once (not after a first render), so a phone never flashes the open menu.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm - 1}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const [menuOpened, setMenuOpened] = useState(false);
  useEffect(() => setMenuOpened(false), [pathname]);
  const folded = isPhone && !menuOpened;
  const { mutate: logout, isPending } = useLogout();
  const navItems = navItemsFor(useStaffRole());
  const onLogout = () =>
    logout(undefined, {
      onSuccess: (result) => {
        if (result.success) setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
      },
    });

  return (
    <Box
      component="nav"
      aria-label="Admin"
      sx={(theme) => ({
        width: 250,
        flexShrink: 0,
        position: "sticky",
        top: 0,
        height: "100vh",
        overflowY: "auto",
        borderRight: `1px solid ${theme.colors.gray[3]}`,
        background: theme.white,
        padding: theme.spacing.sm,
        display: "flex",
        flexDirection: "column",
        [theme.fn.smallerThan("sm")]: {
          position: "static",
          width: "100%",
          height: "auto",
          borderRight: 0,
          borderBottom: `1px solid ${theme.colors.gray[3]}`,
        },
      })}
    >
      <Group position="apart" noWrap>
        <Text weight={700} size="lg" px="sm" py="xs">
          Admin Panel
        </Text>
        {isPhone && (
          <Burger
            opened={menuOpened}
            onClick={() => setMenuOpened((opened) => !opened)}
            aria-label={menuOpened ? "Close the admin menu" : "Open the admin menu"}
            aria-expanded={menuOpened}
            aria-controls={MENU_ID}
          />
        )}
      </Group>
      <Box id={MENU_ID} sx={{ flex: 1, display: folded ? "none" : "flex", flexDirection: "column" }}>
        <Box
          component="ul"
          sx={{ flex: 1, listStyle: "none", margin: 0, padding: 0, display: "grid", alignContent: "start", gap: 2 }}
        >
          {navItems.map((item) => {
            const active = isActivePath(item.to, pathname);
            return (
              <li key={item.to}>
                <NavLink
                  component={Link}
                  to={item.to}
                  label={item.label}
                  active={active}
                  variant="filled"
                  aria-current={active ? "page" : undefined}
                />
              </li>
            );
          })}
        </Box>
        {/* red.9: Mantine's red.8 text on its hover background (red.0) is 4.2:1, under AA's 4.5. */}
        <Button
          variant="subtle"
          color="red"
          sx={(theme) => ({ color: theme.colors.red[9] })}
          leftIcon={<IconLogout size={18} />}
          onClick={onLogout}
          loading={isPending}
        >
          Logout
        </Button>
      </Box>
    </Box>
  );
}
