/**
 * Every word a form or the API shows when input is refused (spec section 5) and every toast
 * (spec section 8). Web and worker import these so the customer reads the same text everywhere.
 */

export const MESSAGES = {
  required: 'Required',
  invalidInput: 'Invalid input',

  nameTooShort: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  subjectRequired: 'Please select a subject',
  messageTooShort: 'Message must be at least 10 characters',
  orderNumberRequired: 'Order number is required',

  artworkRequired: 'At least one artwork file is required',
  artworkFileRequired: 'Please select an artwork file to upload',
  shippingAddressIncomplete: 'Please complete all required shipping address fields.',
  variationNameRequired: 'Please enter a name for your variation',

  videoTypeInvalid: 'Please select a valid video file (MP4, WebM, QuickTime, AVI, or MKV).',
  videoTooLarge: 'Video file must be less than 100MB.',
  videoRequired: 'Please select a video file.',

  signInToPurchaseAnimations: 'Please sign in to purchase animations',
  signInToPurchaseBackgrounds: 'Please sign in to purchase backgrounds',

  // The following come from decisions.md, which widens the spec's upload and voucher rules.
  voucherUsedUp: 'This voucher has been used up',
  artworkAlreadySubmitted: 'The artwork for this order has already been submitted.',
  artworkTypeInvalid: 'Please choose PNG, JPEG, PDF, WebP or HEIC files.',
  artworkTooLarge: 'Each artwork file must be 50 MB or less.',
  tooManyArtworkFiles: 'An order can have at most 10 artwork files.',

  // The upload link and the upload itself (spec section 8 toasts; decisions.md "Uploads").
  uploadLinkInvalid: 'This upload link is invalid or has expired.',
  uploadOrderRefunded:
    'This order was refunded, so its upload link no longer works and no drawing is needed. If you would like a new animation, you can order one in the shop.',
  uploadLinkExpired: 'This upload link has expired. Please contact support for assistance.',
  artworkEmpty: 'This file is empty. Please choose another file.',
  artworkNotReceived: 'This artwork file was not received with this upload link. Please upload it again.',
  uploadNotFound: 'This upload does not exist any more. Please start the upload again.',
  uploadExpired: 'This upload has expired. Please start the upload again.',
  uploadOffsetMismatch: 'The upload is out of step with the server. Please retry: it resumes where the server stopped.',
  uploadBusy: 'This file is still being received. Please wait a moment and retry.',
  uploadChecksumMismatch: 'Part of the file arrived damaged. Please retry.',
  uploadTooLong: 'More data arrived than the file size announced at the start of the upload.',
  // What the tus protocol's own checks answer (the upload client shows them when a request is malformed).
  uploadConnectionDropped: 'The connection dropped while the file was being sent.',
  uploadDeferLengthUnsupported: 'Upload-Defer-Length is not supported: send Upload-Length.',
  uploadLengthRequired: 'Upload-Length is required.',
  uploadOffsetRequired: 'Upload-Offset is required.',
  uploadMetadataMalformed: 'Upload-Metadata is malformed.',
} as const;

/** A tus header that is not a byte count. */
export function uploadHeaderNotBytesMessage(name: string): string {
  return `${name} must be a whole number of bytes.`;
}

/** A tus metadata value that is not base64 of UTF-8 text. */
export function uploadMetadataNotBase64Message(key: string): string {
  return `Upload-Metadata "${key}" is not base64-encoded UTF-8.`;
}

export type MessageKey = keyof typeof MESSAGES;

/**
 * The file limit is reached by uploads still under way, not by files received: the spec's sentence,
 * then what is true and when it changes (an idle upload gives its place back after 30 minutes).
 */
export function uploadsInProgressMessage(count: number, minutes: number): string {
  const uploads = count === 1 ? '1 upload is' : `${count} uploads are`;
  return `${MESSAGES.tooManyArtworkFiles} ${uploads} still in progress; wait for them or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export type ToastVariant = 'default' | 'destructive';

/** A toast as the spec lists it: a title, then a text. */
export interface Toast {
  readonly title: string;
  readonly text: string;
  readonly variant: ToastVariant;
}

const ok = (title: string, text: string): Toast => ({ title, text, variant: 'default' });
const fail = (title: string, text: string): Toast => ({ title, text, variant: 'destructive' });

/**
 * Toasts of spec section 8. Where the spec shows a server or provider message instead of `text`,
 * `text` is the fallback for when that message is missing.
 */
export const TOASTS = {
  loggedOut: ok('Logged Out', 'You have been successfully logged out'),
  messageSent: ok('Message Sent', "We've received your message and will respond within 24 hours."),
  returnSubmitted: ok('Return Request Submitted', 'You will receive a return label shortly.'),
  orderUpdated: ok('Order Updated', 'Fulfillment status updated successfully.'),
  voucherCreated: ok('Voucher Created', 'New voucher has been created successfully.'),
  voucherUpdated: ok('Voucher Updated', 'Voucher status updated successfully.'),
  // The back office's other saves: the spec names only their failures; these confirm them the same way.
  supportRequestUpdated: ok('Support Request Updated', 'Your changes were saved.'),
  supportResponseSent: ok('Response Sent', 'The customer received your response by e-mail.'),
  returnUpdated: ok('Return Request Updated', 'Your changes were saved.'),
  frameStatusUpdated: ok('Frame Updated', 'Frame status updated successfully.'),
  characterStatusUpdated: ok('Character Updated', 'Character status updated successfully.'),
  videoUploaded: ok('Video Uploaded', "The animation video is now on the customer's dashboard."),
  refundSent: ok('Refund Sent', 'The money is on its way back. The customer received an e-mail.'),
  // The back office's catalog (issue 22): animations and backgrounds for sale.
  catalogItemCreated: ok('Item Created', 'The new item was saved.'),
  catalogItemUpdated: ok('Item Updated', 'Your changes were saved.'),
  catalogOrderUpdated: ok('Order Saved', 'The marketplace lists the items in this order now.'),

  logoutFailed: fail('Error', 'Failed to log out'),
  messageFailed: fail('Error', 'Failed to send message. Please try again.'),
  returnFailed: fail('Error', 'Failed to submit return request. Please try again.'),
  orderUpdateFailed: fail('Error', 'Failed to update order status'),
  voucherCreateFailed: fail('Error', 'Failed to create voucher'),
  voucherUpdateFailed: fail('Error', 'Failed to update voucher status'),
  supportRequestUpdateFailed: fail('Error', 'Failed to update support request'),
  returnUpdateFailed: fail('Error', 'Failed to update return request'),
  frameStatusUpdateFailed: fail('Error', 'Failed to update frame status'),
  characterStatusUpdateFailed: fail('Error', 'Failed to update character status'),
  videoUploadFailed: fail('Error', 'Failed to upload animation video'),
  refundFailed: fail('Refund Failed', 'The order could not be refunded. Please try again.'),

  invalidUploadLink: fail('Invalid Upload Link', MESSAGES.uploadLinkInvalid),
  invalidUploadLinkContactSupport: fail(
    'Invalid Upload Link',
    'The upload link is invalid or has expired. Please contact support.',
  ),
  uploadLinkExpired: fail('Upload Link Expired', MESSAGES.uploadLinkExpired),
  uploadFailed: fail('Upload Failed', 'Failed to submit artwork. Please try again.'),
  uploadLinkNotAvailable: fail(
    'Upload Link Not Available',
    'Please contact support for assistance with uploading your artwork.',
  ),
  uploadDetailsFailed: fail('Error', 'Could not fetch upload details. Please try again.'),
  uploadUrlFailed: fail('Error', 'Failed to get upload link. Please try again.'),
  noFileSelected: fail('No File Selected', MESSAGES.artworkFileRequired),

  frameNameUpdateFailed: fail('Error', 'Failed to update frame name'),
  characterNameUpdateFailed: fail('Error', 'Failed to update character name'),
  profileUpdateFailed: fail('Error', 'Failed to update profile'),

  paymentFailed: fail('Payment Failed', 'Failed to process payment.'),
  paymentError: fail('Error', 'Failed to process payment.'),
  paymentSetupFailed: fail('Payment Setup Failed', 'Failed to setup payment. Please try again.'),
  paymentProcessingError: fail(
    'Payment Processing Error',
    'Payment was successful but there was an issue completing your order. Please contact support.',
  ),
  voucherUsedUp: fail('Voucher Used Up', MESSAGES.voucherUsedUp),
  configurationFailed: fail('Configuration Failed', 'Failed to create order. Please try again.'),
  orderNotFound: fail('Order Not Found', 'The order could not be found. Please try again.'),
  validationError: fail('Validation Error', 'Please check your information and try again.'),
  incompleteAddress: fail('Incomplete Address', MESSAGES.shippingAddressIncomplete),
  orderLinkFailed: fail('Error', 'There was an issue linking your order. Please contact support.'),

  purchaseInitFailed: fail('Error', 'Failed to initiate purchase'),
  /** The item was taken off sale while its page was open; the text is the server's. */
  purchaseWithdrawn: fail('No Longer for Sale', 'This item is no longer for sale.'),
  variationPurchaseFailed: fail('Error', 'Failed to purchase variation'),
  variationNameRequired: fail('Name Required', MESSAGES.variationNameRequired),
  signInToPurchaseAnimations: fail('Sign In Required', MESSAGES.signInToPurchaseAnimations),
  signInToPurchaseBackgrounds: fail('Sign In Required', MESSAGES.signInToPurchaseBackgrounds),

  ordersFetchFailed: fail('Error', 'Failed to fetch orders'),
  supportRequestsFetchFailed: fail('Error', 'Failed to fetch support requests'),
  vouchersFetchFailed: fail('Error', 'Failed to fetch vouchers'),
  returnsFetchFailed: fail('Error', 'Failed to fetch return requests'),
  framesFetchFailed: fail('Error', 'Failed to fetch frames'),
  charactersFetchFailed: fail('Error', 'Failed to fetch characters'),
  catalogFetchFailed: fail('Error', 'Failed to fetch the catalog'),
  catalogSaveFailed: fail('Error', 'Failed to save the item'),
  catalogFileFailed: fail('Error', 'Failed to upload the file'),
} as const satisfies Record<string, Toast>;

export type ToastKey = keyof typeof TOASTS;

/** The toast with the server's or provider's own words when it sent some, else the spec's fallback text. */
export function toastWithDetail(key: ToastKey, detail?: string | null): Toast {
  const toast = TOASTS[key];
  const text = detail?.trim();
  return text ? { ...toast, text } : toast;
}
