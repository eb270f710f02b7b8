import { describe, expect, it } from 'vitest';
import { MESSAGES, TOASTS, toastWithDetail } from './messages.ts';

describe('MESSAGES', () => {
  it('holds the validation messages of spec section 5 word for word', () => {
    expect(MESSAGES).toMatchObject({
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
      voucherUsedUp: 'This voucher has been used up',
    });
  });

  it('has no two keys with the same words, so a form never shows an ambiguous message', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('TOASTS', () => {
  it('pairs the success titles and texts of spec section 8', () => {
    expect(TOASTS.loggedOut).toEqual({
      title: 'Logged Out',
      text: 'You have been successfully logged out',
      variant: 'default',
    });
    expect(TOASTS.messageSent.text).toBe("We've received your message and will respond within 24 hours.");
    expect(TOASTS.returnSubmitted).toMatchObject({
      title: 'Return Request Submitted',
      text: 'You will receive a return label shortly.',
    });
    expect(TOASTS.orderUpdated).toMatchObject({
      title: 'Order Updated',
      text: 'Fulfillment status updated successfully.',
    });
    expect(TOASTS.voucherCreated).toMatchObject({
      title: 'Voucher Created',
      text: 'New voucher has been created successfully.',
    });
    expect(TOASTS.voucherUpdated).toMatchObject({
      title: 'Voucher Updated',
      text: 'Voucher status updated successfully.',
    });
  });

  it('shows failures as destructive with the spec text', () => {
    expect(TOASTS.logoutFailed).toEqual({ title: 'Error', text: 'Failed to log out', variant: 'destructive' });
    expect(TOASTS.paymentProcessingError).toMatchObject({
      title: 'Payment Processing Error',
      text: 'Payment was successful but there was an issue completing your order. Please contact support.',
    });
    expect(TOASTS.orderNotFound.text).toBe('The order could not be found. Please try again.');
    expect(TOASTS.incompleteAddress).toMatchObject({
      title: 'Incomplete Address',
      text: 'Please complete all required shipping address fields.',
    });
    expect(TOASTS.noFileSelected).toMatchObject({
      title: 'No File Selected',
      text: 'Please select an artwork file to upload',
    });
    expect(TOASTS.variationNameRequired.title).toBe('Name Required');
    const failures = Object.entries(TOASTS).filter(([key]) => /Failed|Error|Invalid|Expired|NotFound/.test(key));
    expect(failures.length).toBeGreaterThan(20);
    for (const [, toast] of failures) expect(toast.variant).toBe('destructive');
  });

  it('gives every toast a title and a text', () => {
    for (const toast of Object.values(TOASTS)) {
      expect(toast.title.trim()).not.toBe('');
      expect(toast.text.trim()).not.toBe('');
    }
  });
});

describe('toastWithDetail', () => {
  it("uses the server's words when it sent some", () => {
    expect(toastWithDetail('videoUploadFailed', 'File is not a video')).toEqual({
      title: 'Error',
      text: 'File is not a video',
      variant: 'destructive',
    });
  });

  it('falls back to the spec text when the server said nothing useful', () => {
    expect(toastWithDetail('videoUploadFailed', '  ').text).toBe('Failed to upload animation video');
    expect(toastWithDetail('uploadFailed', null).text).toBe('Failed to submit artwork. Please try again.');
    expect(toastWithDetail('invalidUploadLink').text).toBe('This upload link is invalid or has expired.');
  });
});
