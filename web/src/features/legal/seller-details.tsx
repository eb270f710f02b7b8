import { useQuery } from '@tanstack/react-query';
import { sellerQueryOptions } from './api/get-seller';
import { LEGAL_ENTITY } from './legal-entity';

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

/** The operator's address on one line ("Musterstraße 1, 20095 Hamburg, Germany"); the page's own copy until it loads (or offline). */
export function SellerAddressLine() {
  const seller = useQuery(sellerQueryOptions());
  return (
    <>
      {seller.data
        ? seller.data.address.join(', ')
        : `${LEGAL_ENTITY.street}, ${LEGAL_ENTITY.postcodeCity}, ${LEGAL_ENTITY.country}`}
    </>
  );
}

/** The operator's name as the invoices give it, so the terms and the privacy policy name the same company. */
export function SellerName() {
  const seller = useQuery(sellerQueryOptions());
  return <>{seller.data?.name ?? LEGAL_ENTITY.name}</>;
}
