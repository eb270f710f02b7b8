import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';

/** The dashboard's "Your data and account" card: take your data, or leave. */
export function PrivacyCard() {
  return (
    <section
      aria-labelledby="privacy-card-title"
      className="grid gap-5 rounded-[2rem] border-2 border-ink/10 bg-white p-5 shadow-[0_6px_0_0_rgba(42,31,61,0.06)]"
    >
      <h2 id="privacy-card-title" className="font-display text-xl font-extrabold">
        Your data and account
      </h2>
      <DataExportCard />
      <hr className="border-ink/10" />
      <DeleteAccountCard />
    </section>
  );
}
