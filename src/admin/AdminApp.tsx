// The Refine admin arrives with the admin-panel work.
export default function AdminApp() {
  return (
    <main>
      <h1>Admin</h1>
    </main>
  );
}
