import { describe, expect, it } from 'vitest';
import { fulfilmentSteps } from './orders-section';

const labels = (type: Parameters<typeof fulfilmentSteps>[0], status: Parameters<typeof fulfilmentSteps>[1]) => {
  const { steps, current } = fulfilmentSteps(type, status);
  return { steps: steps.map((s) => s.label), current };
};

describe("the dashboard order's fulfilment steps", () => {
  it('shows a frame received, in the studio, shipped and delivered', () => {
    expect(labels('frame', 'shipped')).toEqual({
      steps: ['Received', 'In the studio', 'Shipped', 'Delivered'],
      current: 2,
    });
  });

  it('never shows a digital character shipped or delivered: received, in the studio, ready', () => {
    expect(labels('character', 'processing')).toEqual({ steps: ['Received', 'In the studio', 'Ready'], current: 1 });
    expect(labels('character', 'delivered').current).toBe(2);
    expect(labels('character', 'shipped')).toEqual({ steps: ['Received', 'In the studio', 'Ready'], current: 2 });
  });

  it('shows a background bought in the marketplace as ready at once, never shipped', () => {
    expect(labels('background', 'delivered')).toEqual({ steps: ['Received', 'In the studio', 'Ready'], current: 2 });
    expect(labels('variation', 'processing').current).toBe(1);
  });
});
