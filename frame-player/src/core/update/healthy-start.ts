/**
 * When a new version's start counts as healthy for the update rollback (issue #38): the player
 * started and the page's heartbeat shows frames presented while it has clips to play (or, with
 * nothing to play, the page is alive and says so). A version whose page never shows a frame gets no
 * healthy start, and the updater goes back to the previous one at the trial's deadline.
 */
export class HealthyStart {
  private shouldPlay: boolean | null = null;
  private done = false;

  constructor(private readonly onHealthy: () => void) {}

  /** The player's start finished; `shouldPlay`: its library has clips in the rotation. */
  playerStarted(shouldPlay: boolean): void {
    this.shouldPlay = shouldPlay;
  }

  /** A heartbeat from the page (frames: presented since the page loaded). */
  heartbeat(beat: { playing: boolean; frames: number }): void {
    if (this.done || this.shouldPlay === null) return;
    if (this.shouldPlay && !(beat.playing && beat.frames > 0)) return;
    this.done = true;
    this.onHealthy();
  }
}
