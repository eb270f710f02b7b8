import { describe, expect, it } from 'vitest';
import { PreviewDrawingsSchema } from './preview-drawings.ts';
import { accepted, messageAt } from './testing.ts';

/** A frame order with two submitted pictures, as GET /api/upload/:token/preview/drawings lists them. */
const frameOrder = {
  frameSize: '7',
  drawings: [
    { id: 'f_8KpQ2vXz', name: 'unicorn.png' },
    { id: 'f_3LmN7wYa', name: 'IMG_2041.jpeg' },
  ],
};

describe('PreviewDrawingsSchema', () => {
  it('accepts the drawings of a frame order, in the order they were sent, with the frame size', () => {
    const parsed = accepted(PreviewDrawingsSchema, frameOrder);
    expect(parsed).toEqual(frameOrder);
    expect(parsed.drawings.map((drawing) => drawing.id)).toEqual(['f_8KpQ2vXz', 'f_3LmN7wYa']);
  });

  it('accepts a character order (no frame size) with no drawing a browser can draw yet', () => {
    expect(accepted(PreviewDrawingsSchema, { frameSize: null, drawings: [] })).toEqual({
      frameSize: null,
      drawings: [],
    });
  });

  it('keeps a drawing whose file name was empty', () => {
    const drawings = [{ id: 'f_1', name: '' }];
    expect(accepted(PreviewDrawingsSchema, { frameSize: '5', drawings }).drawings).toEqual(drawings);
  });

  it('refuses a frame size that is not sold, or one sent as a number', () => {
    expect(messageAt(PreviewDrawingsSchema, { ...frameOrder, frameSize: '6' }, 'frameSize')).toBe('Invalid input');
    expect(messageAt(PreviewDrawingsSchema, { ...frameOrder, frameSize: 7 }, 'frameSize')).toBe('Invalid input');
  });

  it('refuses a drawing without an id, and an answer without the list', () => {
    expect(
      messageAt(PreviewDrawingsSchema, { ...frameOrder, drawings: [{ id: '', name: 'a.png' }] }, 'drawings.0.id'),
    ).toBe('Required');
    expect(
      messageAt(PreviewDrawingsSchema, { ...frameOrder, drawings: [{ id: 'f_1', name: null }] }, 'drawings.0.name'),
    ).toBe('Required');
    expect(messageAt(PreviewDrawingsSchema, { frameSize: '5' }, 'drawings')).toBe('Required');
    expect(messageAt(PreviewDrawingsSchema, { frameSize: '5', drawings: 'unicorn.png' }, 'drawings')).toBe(
      'Invalid input',
    );
  });
});
