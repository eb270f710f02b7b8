import { formatAmount } from '@dtm/shared/money';
import type { Order } from '@dtm/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { adminOrderDocumentsQueryOptions } from '../api/order-documents';

/** The order's invoice ("Download invoice") and its credit notes, once it was paid. */
export function OrderDocuments({ order }: { order: Order }) {
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  const documents = useQuery({ ...adminOrderDocumentsQueryOptions(order.id), enabled: paid });
  const invoice = documents.data?.invoice;
  if (!paid || !invoice) return null;
  return (
    <section aria-labelledby="documents-heading" className="grid gap-2">
      <h3 id="documents-heading" className="font-display text-lg font-extrabold">
        Invoice
      </h3>
      <ul className="grid gap-2">
        <li className="flex flex-wrap items-center justify-between gap-2">
          <span>
            <span className="font-mono text-sm">{invoice.number}</span> · {formatAmount(invoice.total)}
          </span>
          <Button asChild size="sm">
            <a href={invoice.downloadUrl} download>
              <FileText aria-hidden="true" className="size-4" />
              Download invoice
            </a>
          </Button>
        </li>
        {documents.data?.creditNotes.map((note) => (
          <li key={note.number} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              Credit note <span className="font-mono text-sm">{note.number}</span> · −{formatAmount(note.total)}
            </span>
            <Button asChild size="sm" variant="ghost">
              <a href={note.downloadUrl} download>
                <FileText aria-hidden="true" className="size-4" />
                Download credit note
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
