/** Reads `length` bytes at `position` (fewer at the end of the file). */
export type Read = (position: number, length: number) => Promise<Uint8Array>;

/** What the container says about its first video track; any field may be unknown. */
export interface TrackInfo {
  /** The sample entry (MP4: avc1, hvc1, vp09...) or CodecID (WebM: V_VP9...). */
  codecTag: string | null;
  width: number | null;
  height: number | null;
  fps: number | null;
  durationMs: number | null;
}
