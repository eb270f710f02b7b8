import type { AuditEvent } from '@dtm/shared/admin';
import { formatAmount } from '@dtm/shared/money';
import { statusLabel } from '../components/status-badge';
import { formatDateTime } from './order-format';

/** What an audit row means for a person reading the order's history. */
export function describeEvent(event: AuditEvent): string {
  const after = event.after ?? {};
  const before = event.before ?? {};
  switch (event.action) {
    case 'order.created':
      return 'Order created';
    case 'order.customer_deleted':
      return "Customer's account deleted: name, e-mail and address removed (order and invoice kept)";
    case 'order.payment_status':
      return after.paymentStatus === 'paid'
        ? 'Payment received'
        : after.paymentStatus === 'refunded'
          ? 'Everything paid went back to the customer: the order is refunded'
          : after.paymentStatus === 'failed'
            ? 'The payment failed'
            : `Payment ${statusLabel(String(before.paymentStatus))} → ${statusLabel(String(after.paymentStatus))}`;
    case 'order.cancelled':
      return after.reason === 'account deleted'
        ? "Cancelled unpaid with the customer's account (nobody left to pay it); voucher use given back"
        : 'Cancelled by the customer before paying; voucher use given back';
    case 'order.artwork_uploaded':
      return 'Artwork uploaded';
    case 'order.upload_link_renewed':
      return 'New upload link sent (asked for by the customer)';
    case 'order.upload_reminder':
      return `Reminder ${typeof after.number === 'number' ? `${after.number} ` : ''}to upload the drawing sent`;
    case 'order.upload_reminders_stopped':
      return 'The customer stopped the upload reminders';
    case 'order.upload_link_extended':
      return 'Upload link extended by 30 days and sent';
    case 'order.refunded': {
      const amount = typeof after.amount === 'string' ? ` ${formatAmount(after.amount)}` : '';
      return typeof after.reason === 'string' && after.reason
        ? `Refunded${amount}: ${after.reason}`
        : `Refunded${amount}`;
    }
    case 'frame.animation_video':
      return before.animationVideoUrl
        ? "Frame's finished animation replaced (frame ready)"
        : "Frame's finished animation uploaded (frame ready)";
    // The review loop (#19): each step names the version it was about.
    case 'recipe.saved':
      return `Animation recipe v${String(after.version)} saved`;
    case 'recipe.rendered':
      return `Animation v${String(after.version)} rendered and uploaded`;
    case 'preview.sent':
      return `Preview v${String(after.version)} sent to the customer (awakening)`;
    case 'preview.change_requested':
      return typeof after.note === 'string'
        ? `Change asked for preview v${String(after.version)}: ${after.note}`
        : `Change asked for preview v${String(after.version)}`;
    case 'preview.approved':
      return `Preview v${String(after.version)} approved by the customer (ready)`;
    case 'animation.final':
      return `Animation v${String(after.version)} marked final (ready)`;
    case 'return.requested':
      return typeof after.reason === 'string' && after.reason
        ? `Return requested by the customer: ${after.reason}`
        : 'Return requested by the customer';
    case 'return.updated':
      if (typeof after.status === 'string') {
        const words: Record<string, string> = {
          approved: 'Return approved',
          shipped: 'Return parcel on its way back',
          completed: 'Return completed: the frame is back',
          pending: 'Return set back to pending',
        };
        return words[after.status] ?? `Return ${statusLabel(after.status)}`;
      }
      return after.returnLabelSent ? 'Return label marked as sent' : 'Return label marked as not sent';
    case 'return.label_sent':
      return typeof after.code === 'string'
        ? `Return label ${after.code} made and e-mailed to the customer`
        : 'Return label made and e-mailed to the customer';
    case 'recipe.square':
      return `Square for sharing of v${String(after.version)} made`;
    case 'recipe.upload_cancelled':
      return `Studio upload of v${String(after.version)} cancelled`;
    case 'character.animation_video':
      return "Character's finished animation uploaded (character ready)";
    case 'order.fulfillment_status':
      return `Fulfillment ${statusLabel(String(before.fulfillmentStatus))} → ${statusLabel(String(after.fulfillmentStatus))}`;
    default:
      return humanAction(event.action);
  }
}

/** An event this list has no sentence for yet, still in words: "variation.delivered" -> "Variation delivered". */
export function humanAction(action: string): string {
  const words = action.replaceAll('.', ' ').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The order's events, oldest first, each with who and when. */
export function OrderTimeline({ events }: { events: readonly AuditEvent[] }) {
  return (
    <ol aria-label="Order timeline" className="relative grid gap-3 border-l-2 border-grape/20 pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full bg-grape ring-4 ring-white"
          />
          <p className="font-bold">{describeEvent(event)}</p>
          <p className="text-sm text-ink-soft">
            {formatDateTime(event.createdAt)} · {event.actorEmail ?? 'Shop (automatic)'}
          </p>
        </li>
      ))}
    </ol>
  );
}
