import { describe, expect, it } from 'vitest';
import {
  type Command,
  DROP_AFTER,
  type LoopItem,
  type LoopMode,
  PlaybackMachine,
  RETRY_MAX_MS,
  retryDelayMs,
  type Slot,
  STALL_MS,
} from './playback-machine.ts';

const item = (letter: string): LoopItem => ({ id: letter.repeat(64), url: `file:///${letter}.webm`, name: letter });
const A = item('a');
const B = item('b');
const C = item('c');

/** The machine with the page's side played by hand: pending loads are kept until the test answers them. */
function harness(mode: LoopMode = 'native') {
  const machine = new PlaybackMachine(() => mode);
  let now = 0;
  const loads = new Map<Slot, Extract<Command, { type: 'load' }>>();
  const all: Command[] = [];
  let last: Command[] = [];
  const run = (commands: Command[]): Command[] => {
    for (const command of commands) if (command.type === 'load') loads.set(command.slot, command);
    all.push(...commands);
    last = commands;
    return commands;
  };
  const h = {
    machine,
    all,
    get last() {
      return last;
    },
    /** Time passes with the front presenting frames. */
    advance: (ms: number) => {
      now += ms;
      const front = machine.snapshot().front;
      if (front) machine.presented(front, now);
      return run(machine.tick(now));
    },
    /** Time passes without a single new frame. */
    stall: (ms: number) => {
      now += ms;
      return run(machine.tick(now));
    },
    playlist: (items: LoopItem[], interval = 300) => run(machine.setPlaylist(items, interval, now)),
    loaded: (slot: Slot) => {
      const load = loads.get(slot);
      if (!load) throw new Error(`nothing loading in ${slot}`);
      return run(machine.ready(slot, load.seq, now));
    },
    failed: (slot: Slot, message = 'decode error') => {
      const load = loads.get(slot);
      if (!load) throw new Error(`nothing loaded in ${slot}`);
      return run(machine.error(slot, load.seq, message, now));
    },
    frame: (slot: Slot) => run(machine.presented(slot, now)),
    ended: (slot: Slot) => run(machine.ended(slot, now)),
    loadOf: (slot: Slot) => loads.get(slot),
    /** Plays the first clip up to its first presented frame in slot a. */
    start: (items: LoopItem[], interval = 300) => {
      h.playlist(items, interval);
      h.loaded('a');
      h.frame('a');
    },
  };
  return h;
}

describe('PlaybackMachine', () => {
  it('shows the first clip once it is ready and lets one clip repeat with the native loop', () => {
    const h = harness('native');
    expect(h.playlist([A])).toEqual([{ type: 'load', slot: 'a', item: A, seq: 1 }]);
    expect(h.loaded('a')).toEqual([{ type: 'show', slot: 'a', mode: 'dual' }]);
    expect(h.frame('a')).toEqual([{ type: 'loop', slot: 'a', loop: true }]);
    expect(h.machine.snapshot()).toMatchObject({ front: 'a', current: A.id, frontLoops: true });
    // Looping by itself: an `ended` never comes, and nothing else happens at the seam.
    expect(h.advance(1000)).toEqual([]);
  });

  it('switches when the next element becomes ready if the clip already ended (0.2 s clip, slow load)', () => {
    const h = harness('dual');
    h.start([A]);
    expect(h.last).toEqual([{ type: 'load', slot: 'b', item: A, seq: 2 }]);
    // The 0.2 s clip ends before b has its first frame: nothing to show yet, the last frame stays.
    expect(h.ended('a')).toEqual([]);
    expect(h.machine.snapshot().switchWhenReady).toBe(true);
    // b is ready: the switch happens now, not at a next `ended` that will never come.
    expect(h.loaded('b')).toEqual([{ type: 'show', slot: 'b', mode: 'dual' }]);
    expect(h.frame('b')).toEqual([
      { type: 'pause', slot: 'a' },
      { type: 'load', slot: 'a', item: A, seq: 3 },
    ]);
    expect(h.machine.snapshot()).toMatchObject({ front: 'b', current: A.id });
  });

  it('changes clip after the interval, also when the clip ended before the next one loaded', () => {
    const h = harness('native');
    h.start([A, B], 5);
    expect(h.machine.snapshot().frontLoops).toBe(true);
    // The interval is up: the next clip loads behind while A keeps looping.
    expect(h.advance(5000)).toEqual([{ type: 'load', slot: 'b', item: B, seq: 2 }]);
    expect(h.loaded('b')).toEqual([{ type: 'loop', slot: 'a', loop: false }]);
    expect(h.ended('a')).toEqual([{ type: 'show', slot: 'b', mode: 'dual' }]);
    h.frame('b');
    expect(h.machine.snapshot()).toMatchObject({ front: 'b', current: B.id });

    // Two short clips in dual mode, each ending before the other element is ready.
    const d = harness('dual');
    d.start([A, B], 5);
    d.advance(5000);
    d.ended('a');
    expect(d.last).toEqual([]);
    d.loaded('b');
    expect(d.last).toEqual([{ type: 'show', slot: 'b', mode: 'dual' }]);
  });

  it('skips a next clip that fails to load, reports it once, tries it again after a back-off and drops it after repeated failures', () => {
    const h = harness('dual');
    h.start([A, B], 5);
    h.advance(5000);
    expect(h.loadOf('b')?.item).toEqual(B);
    h.ended('a');
    const after = h.failed('b', 'DEMUXER_ERROR');
    expect(after[0]).toEqual({ type: 'report-error', item: B, message: 'DEMUXER_ERROR' });
    expect(after[1]).toEqual({
      type: 'log',
      message: 'playback: "b" did not play (DEMUXER_ERROR); trying again in 1 s',
    });
    // A (the only clip that plays now) comes back from its start as soon as b holds it.
    expect(after[2]).toEqual({ type: 'load', slot: 'b', item: A, seq: expect.any(Number) });
    expect(h.loaded('b')).toEqual([{ type: 'show', slot: 'b', mode: 'dual' }]);
    h.frame('b');
    // B is tried again at the next change once its back-off is over, and fails again: 1 s, 2 s, 4 s, 8 s.
    const tries: number[] = [];
    for (let i = 0; i < 40 && tries.length < DROP_AFTER - 1; i++) {
      h.advance(6000);
      const slot = h.machine.snapshot().front === 'a' ? 'b' : 'a';
      if (h.loadOf(slot)?.item.id === B.id && h.machine.snapshot().back?.status === 'loading') {
        tries.push(i);
        h.failed(slot, 'DEMUXER_ERROR');
      }
    }
    expect(tries).toHaveLength(DROP_AFTER - 1);
    const logs = h.all.flatMap((c) => (c.type === 'log' ? [c.message] : []));
    expect(logs.at(-1)).toBe(
      `playback: left out "b" until the page reloads: it failed ${DROP_AFTER} times in a row (DEMUXER_ERROR)`,
    );
    // Dropped: never loaded again while the page lives, and reported to main only once.
    const loadsBefore = h.all.filter((c) => c.type === 'load' && c.item.id === B.id).length;
    for (let i = 0; i < 20; i++) h.advance(6000);
    expect(h.all.filter((c) => c.type === 'load' && c.item.id === B.id)).toHaveLength(loadsBefore);
    expect(h.all.filter((c) => c.type === 'report-error')).toHaveLength(1);
    expect(retryDelayMs(1)).toBe(1000);
    expect(retryDelayMs(20)).toBe(60_000);
  });

  it('a lone clip that cannot be read for a while is tried again until it plays, and still counts as one that should play', () => {
    const h = harness('native');
    h.playlist([A]);
    h.failed('a', 'MEDIA_ERR_SRC_NOT_SUPPORTED');
    // Nothing on screen, but the library holds a clip: the watchdogs must not take this for an empty library.
    expect(h.machine.shouldPlay).toBe(true);
    expect(h.stall(500).filter((c) => c.type === 'load')).toEqual([]);
    // Its back-off is over: loaded again; it keeps failing for longer than DROP_AFTER tries without being dropped.
    for (let i = 0; i < DROP_AFTER + 2; i++) {
      h.stall(retryDelayMs(i + 1));
      const load = h.all.filter((c) => c.type === 'load').at(-1);
      expect(load).toMatchObject({ item: A });
      h.failed(load?.type === 'load' ? load.slot : 'a', 'MEDIA_ERR_SRC_NOT_SUPPORTED');
    }
    expect(h.all.some((c) => c.type === 'log' && c.message.includes('left out'))).toBe(false);
    // The file is readable again: the next try shows it.
    h.stall(RETRY_MAX_MS);
    const load = h.all.filter((c) => c.type === 'load').at(-1);
    if (load?.type !== 'load') throw new Error('no load');
    expect(h.loaded(load.slot)).toEqual([{ type: 'show', slot: load.slot, mode: 'dual' }]);
    h.frame(load.slot);
    expect(h.machine.snapshot()).toMatchObject({ front: load.slot, current: A.id });
  });

  it('a clip that breaks while showing hands over to the next at once', () => {
    const h = harness('dual');
    h.start([A, B], 5);
    h.advance(5000);
    h.loaded('b');
    expect(h.failed('a')).toEqual([
      { type: 'report-error', item: A, message: 'decode error' },
      { type: 'log', message: 'playback: "a" did not play (decode error); trying again in 1 s' },
      { type: 'show', slot: 'b', mode: 'dual' },
    ]);
  });

  it('a library replaced while a clip shows keeps the picture until the new clip is ready, then switches without waiting for the end', () => {
    const h = harness('native');
    h.start([A]);
    expect(h.playlist([C])).toEqual([{ type: 'load', slot: 'b', item: C, seq: 2 }]);
    expect(h.machine.snapshot().front).toBe('a');
    expect(h.loaded('b')).toEqual([{ type: 'show', slot: 'b', mode: 'dual' }]);
    expect(h.frame('b')).toEqual([
      { type: 'pause', slot: 'a' },
      { type: 'loop', slot: 'a', loop: false },
      { type: 'loop', slot: 'b', loop: true },
    ]);
    expect(h.machine.snapshot()).toMatchObject({ front: 'b', current: C.id });
  });

  it('a library that still lists the clip showing does not interrupt it', () => {
    const h = harness('native');
    h.start([A]);
    expect(h.playlist([B, A])).toEqual([]);
    expect(h.machine.snapshot()).toMatchObject({ front: 'a', current: A.id });
  });

  it('a library replaced while the next clip is loading drops that load', () => {
    const h = harness('dual');
    h.start([A, B], 5);
    h.advance(5000);
    const stale = h.loadOf('b');
    h.playlist([C]);
    expect(h.loadOf('b')?.item).toEqual(C);
    // The answer for the load that was replaced changes nothing.
    expect(h.machine.ready('b', stale?.seq ?? -1, 0)).toEqual([]);
    expect(h.loaded('b')).toEqual([{ type: 'show', slot: 'b', mode: 'dual' }]);
  });

  it('an empty library stops both elements', () => {
    const h = harness();
    h.start([A]);
    expect(h.machine.stop()).toEqual([
      { type: 'unload', slot: 'a' },
      { type: 'unload', slot: 'b' },
    ]);
    expect(h.machine.shouldPlay).toBe(false);
    expect(h.stall(10 * STALL_MS)).toEqual([]);
  });

  it('the watchdog recovers a stopped picture in steps: switch, elements, page, app', () => {
    const h = harness('native');
    h.start([A]);
    h.stall(STALL_MS - 1);
    expect(h.last).toEqual([]);
    const step1 = h.stall(1);
    expect(step1[0]).toMatchObject({ type: 'log', message: expect.stringContaining('retrying the switch') });
    expect(step1).toContainEqual({ type: 'play', slot: 'a' });
    expect(step1).toContainEqual({ type: 'load', slot: 'b', item: A, seq: 2 });
    // A frame from the front puts it back to normal.
    h.frame('a');
    expect(h.stall(STALL_MS - 1)).toEqual([]);
    // Still nothing: each step gets its own 2 s.
    h.stall(1);
    const step2 = h.stall(STALL_MS);
    expect(step2[0]).toMatchObject({ message: expect.stringContaining('reloading the video elements') });
    expect(step2).toContainEqual({ type: 'unload', slot: 'a' });
    expect(step2.at(-1)).toMatchObject({ type: 'load', item: A });
    expect(h.stall(STALL_MS).at(-1)).toMatchObject({ type: 'recover', action: 'reload-page' });
    expect(h.stall(STALL_MS).at(-1)).toMatchObject({ type: 'recover', action: 'relaunch' });
    expect(h.stall(STALL_MS)).toEqual([]);
  });

  it('the watchdog retries a switch whose incoming element never presents', () => {
    const h = harness('dual');
    h.start([A]);
    h.loaded('b');
    h.ended('a');
    expect(h.last).toEqual([{ type: 'show', slot: 'b', mode: 'dual' }]);
    expect(h.stall(STALL_MS)).toContainEqual({ type: 'show', slot: 'b', mode: 'dual' });
    h.frame('b');
    expect(h.machine.snapshot().front).toBe('b');
  });

  it('never stops changing clips whatever order ends and loads arrive in (3 000 changes per mode)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const mode of ['native', 'dual', 'hold'] as const) {
      const h = harness(mode);
      const items = [A, B, C];
      h.start(items, 5);
      let changes = 0;
      for (let round = 0; round < 3_000; round++) {
        h.advance(5000);
        const snap = h.machine.snapshot();
        const front = snap.front as Slot;
        const back: Slot = front === 'a' ? 'b' : 'a';
        // The clip ends before or after the back element is ready, at random.
        if (random() < 0.5) {
          h.ended(front);
          h.loaded(back);
        } else {
          h.loaded(back);
          h.ended(front);
        }
        // A clip looping by itself ends only once it was told to stop looping (when the next was ready).
        if (h.machine.snapshot().incoming === null) h.ended(front);
        const shown = h.all.findLast((c) => c.type === 'show');
        expect(shown, `round ${round}`).toMatchObject({ slot: back });
        h.frame(back);
        expect(h.machine.snapshot().front).toBe(back);
        changes += 1;
      }
      expect(changes).toBe(3_000);
    }
  }, 60_000);
});
