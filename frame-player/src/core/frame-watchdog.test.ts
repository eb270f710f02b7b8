import { describe, expect, it } from 'vitest';
import { FrameWatchdog } from './frame-watchdog.ts';

describe('FrameWatchdog (main)', () => {
  it('stays quiet while frames keep coming, and while nothing should play', () => {
    const dog = new FrameWatchdog(10_000);
    for (let t = 0; t <= 60_000; t += 1000) {
      dog.beat({ playing: true, frames: t / 33 }, t);
      expect(dog.check(t)).toBeNull();
    }
    const idle = new FrameWatchdog(10_000);
    for (let t = 0; t <= 60_000; t += 1000) {
      idle.beat({ playing: false, frames: 0 }, t);
      expect(idle.check(t)).toBeNull();
    }
  });

  it('reports a picture that stopped while the page still beats, once, then counts again', () => {
    const dog = new FrameWatchdog(10_000);
    dog.beat({ playing: true, frames: 100 }, 0);
    for (let t = 1000; t < 10_000; t += 1000) {
      dog.beat({ playing: true, frames: 100 }, t);
      expect(dog.check(t)).toBeNull();
    }
    dog.beat({ playing: true, frames: 100 }, 10_000);
    expect(dog.check(10_000)).toMatch(/no new frame for 10 s/);
    expect(dog.check(10_500)).toBeNull();
  });

  it('reports a page that stopped sending heartbeats, and nothing before the first one', () => {
    const dog = new FrameWatchdog(10_000);
    expect(dog.check(50_000)).toBeNull();
    dog.beat({ playing: false, frames: 0 }, 50_000);
    expect(dog.check(59_999)).toBeNull();
    expect(dog.check(60_000)).toMatch(/no heartbeat/);
  });
});
