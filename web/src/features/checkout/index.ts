/** What other features may use of checkout: the payment modal and card step, the page frame, the order, the links. */
export { getOrder, orderQueryOptions } from './api/get-order';
export { type PaymentConfig, paymentConfigQueryOptions } from './api/get-payment-config';
export { CheckoutLayout, Panel } from './checkout-layout';
export { signInHref } from './checkout-redirects';
export { BuyerCountryField } from './payment/buyer-country-field';
export { type Country, countryOptions } from './payment/countries';
export {
  PaymentCardStep,
  PaymentWaiting,
  paymentDescription,
  SecurePaymentDialog,
} from './payment/secure-payment-dialog';
