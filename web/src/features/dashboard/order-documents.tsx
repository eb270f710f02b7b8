import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { orderDocumentsQueryOptions } from './api/get-order-documents';

/** "Download invoice" on a paid order's card, and one link per credit note (a refund). */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const documents = useQuery(orderDocumentsQueryOptions(orderId));
  const invoice = documents.data?.invoice;
  if (!invoice) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild size="sm" variant="secondary">
        <a href={invoice.downloadUrl} download aria-label={`Download invoice ${invoice.number}`}>
          <FileText aria-hidden="true" className="size-4" />
          Download invoice
        </a>
      </Button>
      {documents.data?.creditNotes.map((note) => (
        <Button key={note.number} asChild size="sm" variant="secondary">
          <a href={note.downloadUrl} download>
            <FileText aria-hidden="true" className="size-4" />
            Credit note {note.number}
          </a>
        </Button>
      ))}
    </div>
  );
}
