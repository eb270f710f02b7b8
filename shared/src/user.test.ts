import { describe, expect, it } from 'vitest';
import { accepted, messageAt, NOW, ORDER_ID } from './testing.ts';
import {
  AnimationVariationsSchema,
  CustomerOrderSchema,
  DashboardCharacterSchema,
  OwnedAnimationSchema,
  OwnedBackgroundSchema,
  OwnedVariationSchema,
} from './user.ts';

const order = {
  id: ORDER_ID,
  shortId: ORDER_ID.slice(0, 8),
  type: 'frame',
  frameSize: '7',
  characterName: null,
  amount: '129.00',
  paymentStatus: 'paid',
  fulfillmentStatus: 'shipped',
  cancelledAt: null,
  createdAt: NOW,
};
const animation = {
  id: 'ua_1',
  animationId: 'ani_1',
  name: 'Dancing Dragon',
  category: 'character',
  thumbnailUrl: '/api/media/catalog/animations/dancing-dragon.png',
  previewUrl: '/api/media/catalog/animations/dancing-dragon-preview.webm',
  characterName: null,
  purchasePrice: '12.99',
  variationPrice: '4.99',
  downloadUrl: '/api/user/animations/ua_1/file',
  createdAt: NOW,
};
const variation = {
  id: 'var_1',
  userAnimationId: 'ua_1',
  variationName: 'Dragon in Space',
  backgroundName: 'Outer Space',
  purchasePrice: '8.98',
  status: 'ready',
  downloadUrl: '/api/user/variations/var_1/file',
  deliveredAt: NOW,
  createdAt: NOW,
};

describe('CustomerOrderSchema', () => {
  it('accepts an order with its payment and fulfilment status', () => {
    expect(accepted(CustomerOrderSchema, order)).toMatchObject({ fulfillmentStatus: 'shipped' });
  });
  it('carries when the customer cancelled it', () => {
    expect(accepted(CustomerOrderSchema, { ...order, paymentStatus: 'pending', cancelledAt: NOW }).cancelledAt).toBe(
      NOW,
    );
  });
  it('refuses an unknown fulfilment status', () => {
    expect(messageAt(CustomerOrderSchema, { ...order, fulfillmentStatus: 'lost' }, 'fulfillmentStatus')).toBe(
      'Invalid input',
    );
  });
});

describe('DashboardCharacterSchema', () => {
  const character = {
    id: 'c1',
    orderId: ORDER_ID,
    characterName: 'Captain Crayon',
    status: 'ready',
    hasArtwork: true,
    animationDownloadUrl: '/api/user/characters/c1/animation',
    createdAt: NOW,
  };
  it('accepts a character whose animation can be downloaded', () => {
    expect(accepted(DashboardCharacterSchema, character).animationDownloadUrl).toContain('/animation');
  });
  it('refuses a download link with a script scheme', () => {
    expect(
      messageAt(
        DashboardCharacterSchema,
        { ...character, animationDownloadUrl: 'javascript:alert(1)' },
        'animationDownloadUrl',
      ),
    ).toBe('Invalid input');
  });
});

describe('OwnedAnimationSchema and OwnedBackgroundSchema', () => {
  it('accepts an owned animation', () => {
    expect(accepted(OwnedAnimationSchema, animation).name).toBe('Dancing Dragon');
  });
  it('accepts an owned background and refuses one without a price', () => {
    const background = {
      id: 'ub_1',
      backgroundId: 'bg_1',
      name: 'Outer Space',
      category: 'fantasy',
      thumbnailUrl: null,
      purchasePrice: '3.99',
      downloadUrl: '/api/user/backgrounds/ub_1/file',
      createdAt: NOW,
    };
    expect(accepted(OwnedBackgroundSchema, background).purchasePrice).toBe('3.99');
    expect(messageAt(OwnedBackgroundSchema, { ...background, purchasePrice: undefined }, 'purchasePrice')).toBe(
      'Required',
    );
  });
});

describe('OwnedVariationSchema and AnimationVariationsSchema', () => {
  it('accepts the variations page data', () => {
    expect(accepted(OwnedVariationSchema, variation).variationName).toBe('Dragon in Space');
    expect(accepted(AnimationVariationsSchema, { animation, variations: [variation] }).variations).toHaveLength(1);
  });
  it('refuses a variation without a name', () => {
    expect(messageAt(OwnedVariationSchema, { ...variation, variationName: undefined }, 'variationName')).toBe(
      'Required',
    );
  });
});
