/** What a deletion removes and what the law makes the shop keep: said the same in the dialog and on the link's page. */
export function DeletionSummary() {
  return (
    <div className="grid gap-3 text-sm leading-relaxed">
      <div>
        <p className="font-bold">Deleted for good</p>
        <ul className="list-disc pl-5">
          <li>Your profile and sign-in, on every device</li>
          <li>Your drawings, previews and animations</li>
          <li>Your purchased animations and backgrounds</li>
          <li>Your paired frames (they stop downloading)</li>
          <li>Your messages to support</li>
        </ul>
      </div>
      <div>
        <p className="font-bold">Kept for 10 years, as German tax law requires</p>
        <p>Your paid orders, without your name, e-mail or address, and the invoices we issued for them.</p>
      </div>
      <p>Tip: use "Download my data" first if you want a copy.</p>
    </div>
  );
}
