import { type PreviewCompanion, share } from '@dtm/animate';
import type { GroupFigure } from '@dtm/animate/render';
import type { CutOutResult, PhotoArea } from '../worker/messages';
import { toRig } from './to-rig';

/** Another drawing of the page the parent added to the scene: as the worker read it, and its motion. */
export type SceneCompanion = {
  /** Which of the page's other drawings it is (the box the parent tapped, photo pixels). */
  area: PhotoArea;
  cut: CutOutResult;
  motion: string;
};

/** The same drawing of the page (boxes are the engine's own, so equal when they are one). */
export function sameArea(a: PhotoArea, b: PhotoArea): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** Where a reading lies on the photo, as shares of it (a rig's and a recipe's `box`). */
export function boxShares(box: PhotoArea, photo: { width: number; height: number }): GroupFigure['box'] {
  return {
    x: share(box.x / photo.width),
    y: share(box.y / photo.height),
    width: share(box.width / photo.width),
    height: share(box.height / photo.height),
  };
}

/** The companions as the clip renderer places them beside the main figure (each its one motion, looped). */
export function stageCompanions(
  companions: readonly SceneCompanion[],
  photo: { width: number; height: number },
): GroupFigure[] {
  return companions.map(({ cut, motion }) => ({
    figure: { image: cut.image, mask: cut.mask, skeleton: cut.skeleton, joints: cut.joints },
    motions: [{ motion, cycles: 1 }],
    box: boxShares(cut.box, photo),
  }));
}

/** The companions as the rig saved with the order keeps them (shares, not pixels). */
export function companionRigs(
  companions: readonly SceneCompanion[],
  photo: { width: number; height: number },
): PreviewCompanion[] {
  return companions.map(({ cut, motion }) => {
    const rig = toRig({ box: cut.box, photo }, cut.mask, cut.plan, cut.joints, motion, null);
    return { plan: rig.plan, box: rig.box, mask: rig.mask, outline: rig.outline, joints: rig.joints, motion };
  });
}
