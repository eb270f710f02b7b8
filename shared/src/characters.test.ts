import { describe, expect, it } from 'vitest';
import {
  AnimationVideoFileSchema,
  UpdateCharacterNameInputSchema,
  UpdateCharacterStatusInputSchema,
  UserCharacterSchema,
} from './characters.ts';
import { VIDEO_UPLOAD_LIMITS } from './constants.ts';
import { accepted, messageAt, NOW, ORDER_ID } from './testing.ts';

const character = {
  id: 'chr_1',
  userId: 'usr_1',
  orderId: ORDER_ID,
  characterName: 'Ninja',
  artworkUrl: null,
  status: 'awakening',
  animationVideoUrl: '/objects/videos/chr_1.mp4',
  createdAt: NOW,
};

describe('UserCharacterSchema', () => {
  it('accepts a character still waiting for artwork', () => {
    expect(accepted(UserCharacterSchema, character)).toEqual(character);
  });

  it('refuses a video link with a script scheme', () => {
    expect(
      messageAt(UserCharacterSchema, { ...character, animationVideoUrl: 'javascript:x' }, 'animationVideoUrl'),
    ).toBe('Invalid input');
  });
});

describe('UpdateCharacterNameInputSchema', () => {
  it('trims the new name', () => {
    expect(accepted(UpdateCharacterNameInputSchema, { characterName: '  Ninja Mia ' })).toEqual({
      characterName: 'Ninja Mia',
    });
  });

  it('refuses an empty name', () => {
    expect(messageAt(UpdateCharacterNameInputSchema, { characterName: ' ' }, 'characterName')).toBe('Required');
  });
});

describe('UpdateCharacterStatusInputSchema', () => {
  it('accepts any magic status', () => {
    expect(accepted(UpdateCharacterStatusInputSchema, { status: 'enchanting' })).toEqual({ status: 'enchanting' });
  });

  it('refuses an order status', () => {
    expect(messageAt(UpdateCharacterStatusInputSchema, { status: 'delivered' }, 'status')).toBe('Invalid input');
  });
});

describe('AnimationVideoFileSchema', () => {
  it.each(VIDEO_UPLOAD_LIMITS.allowedTypes)('accepts a %s video', (type) => {
    expect(accepted(AnimationVideoFileSchema, { type, size: 5_000_000 })).toEqual({ type, size: 5_000_000 });
  });

  it('accepts a File', () => {
    const file = new File([new Uint8Array(10)], 'ninja.mp4', { type: 'video/mp4' });
    expect(accepted(AnimationVideoFileSchema, file)).toEqual({ type: 'video/mp4', size: 10 });
  });

  it('asks for a file when none was chosen', () => {
    expect(messageAt(AnimationVideoFileSchema, null)).toBe('Please select a video file.');
  });

  it('refuses another type and a file over 100 MB with the spec messages', () => {
    expect(messageAt(AnimationVideoFileSchema, { type: 'image/gif', size: 10 }, 'type')).toBe(
      'Please select a valid video file (MP4, WebM, QuickTime, AVI, or MKV).',
    );
    expect(
      messageAt(AnimationVideoFileSchema, { type: 'video/mp4', size: VIDEO_UPLOAD_LIMITS.maxFileBytes + 1 }, 'size'),
    ).toBe('Video file must be less than 100MB.');
  });
});
