/** The provider's words for the last refused try, kept in the form until the next one. */
export function PaymentFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      id="card-failure"
      role="alert"
      className="rounded-xl border-2 border-red-700/30 bg-red-50 p-3 font-semibold text-red-800"
    >
      {message}
    </p>
  );
}
