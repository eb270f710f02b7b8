import { useQuery } from '@tanstack/react-query';
import { sellerQueryOptions } from './api/get-seller';

/**
 * The operator as the server's configuration names it (the same details every invoice carries):
 * name and address, register entry and VAT id. Production refuses to run without them.
 */
export function SellerOperator() {
  const seller = useQuery(sellerQueryOptions());
  if (seller.isPending) return <p aria-busy="true">Loading the operator's details…</p>;
  if (seller.isError) {
    return (
      <p role="alert">
        The operator's details could not be loaded. Please check your connection and{' '}
        <button type="button" className="underline" onClick={() => void seller.refetch()}>
          try again
        </button>
        .
      </p>
    );
  }
  const { name, address, register, vatId } = seller.data;
  return (
    <>
      <p className="whitespace-pre-line">{[name, ...address].join('\n')}</p>
      <p>
        Commercial register: {register}
        <br />
        VAT ID (§ 27a UStG): {vatId}
      </p>
    </>
  );
}

/** The operator's address on one line ("Musterstraße 1, 20095 Hamburg, Germany"). */
export function SellerAddressLine() {
  const seller = useQuery(sellerQueryOptions());
  return <>{seller.data ? seller.data.address.join(', ') : '…'}</>;
}
