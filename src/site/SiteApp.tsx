// The public layout and pages arrive with the public-site work.
export function SiteApp() {
  return (
    <main>
      <h1>Empowering Neurodiverse Minds</h1>
    </main>
  );
}
