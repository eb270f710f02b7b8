import type { AdminVoucher } from '@dtm/shared/admin';
import { TOASTS } from '@dtm/shared/messages';
import { describeDiscount, voucherState } from '@dtm/shared/vouchers';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { adminVouchersQueryOptions, useToggleVoucher } from '../api/vouchers';
import { AdminPageHeader } from '../components/admin-page-header';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '../orders/order-format';
import { CreateVoucherDialog } from './create-voucher-dialog';

const PRODUCT_NAMES: Record<string, string> = { '5': '5" Frame', '7': '7" Frame', character: 'Character' };

function discountText(voucher: AdminVoucher): string {
  const value = Number(voucher.discountValue);
  return voucher.discountType === 'percentage'
    ? describeDiscount('percentage', value)
    : describeDiscount('fixed', Math.round(value * 100));
}

function VoucherRow({ voucher }: { voucher: AdminVoucher }) {
  const toggle = useToggleVoucher();
  return (
    <li
      data-testid="admin-voucher"
      className="grid gap-3 rounded-3xl border-2 border-ink/5 bg-white p-4 shadow-[0_3px_0_0_rgba(42,31,61,0.05)] md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-lg font-black">{voucher.code}</span>
        <StatusBadge status={voucherState(voucher)} />
      </div>
      <div>
        <p className="font-bold">{discountText(voucher)}</p>
        <p className="text-sm text-ink-soft">
          Used {voucher.usedCount}/{voucher.usageLimit ?? '∞'}
          {voucher.reservedCount > 0 ? ` (+${voucher.reservedCount} in checkout)` : ''}
        </p>
      </div>
      <div className="text-sm">
        <p>{voucher.expiresAt ? `Expires ${formatDateTime(voucher.expiresAt)}` : 'No expiry'}</p>
        <p className="text-ink-soft">
          {voucher.applicableProducts.length === 0
            ? 'All products'
            : voucher.applicableProducts.map((product) => PRODUCT_NAMES[product] ?? product).join(', ')}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ id: voucher.id, active: !voucher.active })}
        aria-label={`${voucher.active ? 'Deactivate' : 'Activate'} ${voucher.code}`}
      >
        {voucher.active ? 'Deactivate' : 'Activate'}
      </Button>
    </li>
  );
}

/** /admin/vouchers: the list and the Create Voucher dialog. */
export function VouchersPage() {
  const vouchers = useQuery(adminVouchersQueryOptions());
  return (
    <div>
      <AdminPageHeader title="Vouchers" intro="Discount codes for checkout." actions={<CreateVoucherDialog />} />
      {vouchers.isPending ? (
        <ListLoading label="Loading vouchers…" />
      ) : vouchers.isError ? (
        <ListError message={TOASTS.vouchersFetchFailed.text} onRetry={() => void vouchers.refetch()} />
      ) : vouchers.data.length === 0 ? (
        <EmptyState title="No vouchers created" />
      ) : (
        <ul aria-label="Vouchers" className="grid gap-3">
          {vouchers.data.map((voucher) => (
            <VoucherRow key={voucher.id} voucher={voucher} />
          ))}
        </ul>
      )}
    </div>
  );
}
