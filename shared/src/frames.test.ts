import { describe, expect, it } from 'vitest';
import { PRICES_CENTS } from './constants.ts';
import {
  FRAME_PRODUCT_OPTIONS,
  FrameProductOptionSchema,
  frameProductOption,
  UpdateFrameNameInputSchema,
  UpdateFrameStatusInputSchema,
  UserFrameSchema,
} from './frames.ts';
import { accepted, messageAt, NOW, ORDER_ID } from './testing.ts';

const frame = {
  id: 'frm_1',
  userId: 'usr_1',
  orderId: ORDER_ID,
  frameSize: '7',
  status: 'enchanting',
  frameName: null,
  hasArtwork: false,
  animationDownloadUrl: '/api/user/frames/frm_1/animation',
  usbManifestUrl: '/api/user/frames/frm_1/manifest',
  orderPayment: 'partlyRefunded',
  uploadToken: null,
  uploadReminders: 0,
  createdAt: NOW,
  customerName: 'Anna Berg',
  customerEmail: 'anna@example.com',
};

describe('UserFrameSchema', () => {
  it('accepts a frame with the dashboard extras', () => {
    expect(accepted(UserFrameSchema, frame)).toEqual(frame);
  });

  it('reads a frame kept offline from before it had a finished animation', () => {
    const {
      animationDownloadUrl: _video,
      usbManifestUrl: _manifest,
      hasArtwork: _drawing,
      orderPayment: _payment,
      uploadToken: _token,
      ...older
    } = frame;
    expect(accepted(UserFrameSchema, older)).toMatchObject({
      animationDownloadUrl: null,
      usbManifestUrl: null,
      hasArtwork: true,
      orderPayment: 'paid',
      uploadToken: null,
    });
  });

  it('refuses a status customers never see', () => {
    expect(messageAt(UserFrameSchema, { ...frame, status: 'shipped' }, 'status')).toBe('Invalid input');
  });
});

describe('UpdateFrameNameInputSchema', () => {
  it('accepts a name', () => {
    expect(accepted(UpdateFrameNameInputSchema, { frameName: "Grandma's frame" })).toEqual({
      frameName: "Grandma's frame",
    });
  });

  it('refuses a name of only spaces', () => {
    expect(messageAt(UpdateFrameNameInputSchema, { frameName: '   ' }, 'frameName')).toBe('Required');
  });
});

describe('UpdateFrameStatusInputSchema', () => {
  it('accepts any magic status', () => {
    expect(accepted(UpdateFrameStatusInputSchema, { status: 'ready' })).toEqual({ status: 'ready' });
  });

  it('refuses a missing one', () => {
    expect(messageAt(UpdateFrameStatusInputSchema, {}, 'status')).toBe('Required');
  });
});

describe('frame product options', () => {
  it('offers the 5" at $99 and the 7" at $129, the 7" marked popular', () => {
    expect(FRAME_PRODUCT_OPTIONS.map((option) => [option.size, option.priceCents, option.popular])).toEqual([
      ['5', PRICES_CENTS.frame5, false],
      ['7', PRICES_CENTS.frame7, true],
    ]);
    expect(frameProductOption('5').description).toBe('Perfect for kids to play with');
    expect(frameProductOption('7').description).toBe('Perfect for a living room');
    for (const option of FRAME_PRODUCT_OPTIONS) expect(accepted(FrameProductOptionSchema, option)).toEqual(option);
  });

  it('refuses an option with a dollar price', () => {
    expect(messageAt(FrameProductOptionSchema, { ...frameProductOption('7'), priceCents: 129.5 }, 'priceCents')).toBe(
      'Invalid input',
    );
  });
});
