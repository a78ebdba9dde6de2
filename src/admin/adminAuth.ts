import { supabase } from "../lib/supabase";
import { createAuthProvider } from "./providers/auth";

/** The one auth provider, shared by the door (src/admin/AdminDoor.tsx) and the Refine app. */
export const adminAuth = createAuthProvider(supabase);
