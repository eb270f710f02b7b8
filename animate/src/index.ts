/**
 * @dtm/animate: the instant preview's animation engine, without React and without the DOM.
 * Cut a drawn figure out of a photo, guess its joints, mesh it and move it with a motion
 * (as-rigid-as-possible). The browser renderers are in `@dtm/animate/render`.
 */
export { Animator } from './core/animator';
export { ArapDeformer, rigidityError } from './core/arap';
export { paintStroke } from './core/brush';
export { fillPolygon, simplifyOutline, traceOutline } from './core/contour';
export { fallbackJoints, guessJoints } from './core/joint-guess';
export { buildMesh, type RiggedMesh } from './core/mesh';
export { type Channel, type Key, MOTION_NAMES, MOTIONS, type Motion, type MotionName } from './core/motions';
export { area, bounds, cropImage, downscale, iou, resizeMask } from './core/planes';
export { poseAt } from './core/pose';
export { decodeRuns, encodeRuns, jointsFromShares, jointsToShares, largestRegion, outlineOf, share } from './core/rig';
export { SEGMENT_DEFAULTS, type Segmentation, type SegmentOptions, segmentDrawing } from './core/segment';
export {
  JOINT_NAMES,
  JOINT_PARENT,
  type JointName,
  type Joints,
  type Mesh,
  type Plane,
  type Point,
  type RgbaImage,
} from './core/types';
