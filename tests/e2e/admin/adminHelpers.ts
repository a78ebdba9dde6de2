import type { Locator, Page } from "@playwright/test";
import { e2eApi, expect, serviceClient, type StaffSession } from "../fixtures";

/** Unique per test run and worker, so parallel tests never see each other's rows. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export async function signIn(page: Page, email = e2eApi.adminEmail, password = e2eApi.adminPassword) {
  await page.goto("/admin");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The admin's dashboard, signed in as the default member of staff. With the worker's stored
 * session (fixtures.ts, `staffSession`), no login form: the session is put where supabase-js keeps
 * it, once per tab, before the admin's code runs. Without it, through the login form.
 */
export async function signInAsStaff(page: Page, session?: StaffSession) {
  if (session) {
    await page.addInitScript((stored) => {
      if (location.origin !== stored.origin || sessionStorage.getItem("e2e-staff-session")) return;
      for (const item of stored.localStorage) localStorage.setItem(item.name, item.value);
      sessionStorage.setItem("e2e-staff-session", "seeded");
    }, session);
    await page.goto("/admin");
  } else {
    await signIn(page);
  }
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** A toast (Mantine notification) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator(".mantine-Notification-root").filter({ hasText: text }).first();
}

export async function openScreen(page: Page, label: string) {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
}

/**
 * Signs in as staff (signInAsStaff), opens a screen from the sidebar, then the form dialog its button
 * opens: a dialog named as the button, e.g. "Add Photo".
 */
export async function openForm(
  page: Page,
  session: StaffSession | undefined,
  screen: string,
  button: string,
): Promise<Locator> {
  await signInAsStaff(page, session);
  await openScreen(page, screen);
  await page.getByRole("button", { name: button }).click();
  return page.getByRole("dialog", { name: button });
}

export function card(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title });
}

/** Searches the screen open, and waits for the list to be the search's answer. */
export async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  // The list is the search's answer once it is no longer busy: acting on a card shown before that
  // (the only row of a short list) races the search, whose answer can land after the action's reload.
  await expect(page.getByTestId("records")).toHaveAttribute("aria-busy", "false");
}

/** Searches the screen open: the record's card. */
export async function searchCard(page: Page, title: string): Promise<Locator> {
  await searchFor(page, title);
  return card(page, title);
}

/** A fresh account, staff or not, made behind the UI's back with the service role. */
export async function createAccount({ staff }: { staff: boolean }) {
  const service = await serviceClient();
  const email = `${uniqueName("user").replace(/\s/g, "-")}@example.org`;
  const password = "correct-horse-battery";
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  if (staff) {
    const { error: staffError } = await service.from("admin_users").insert({ user_id: data.user.id });
    if (staffError) throw new Error(staffError.message);
  }
  return { email, password, id: data.user.id };
}
