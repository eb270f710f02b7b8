/**
 * @dtm/animate: the instant preview's animation engine, without React and without the DOM.
 * Cut a drawn figure out of a photo, guess its joints, mesh it and move it with a motion
 * (as-rigid-as-possible). The browser renderers are in `@dtm/animate/render`; the skeleton and
 * rig schema alone (zod only, for the Worker) in `@dtm/animate/schema`.
 */
export { Animator, type AnimatorOptions } from './core/animator';
export { ArapDeformer, rigidityError } from './core/arap';
export { paintStroke } from './core/brush';
export {
  BLEND_SECONDS,
  CLIP_FPS,
  ClipDeformer,
  type ClipPlan,
  type ClipStep,
  clipPose,
  frameTime,
  planClip,
  stepAt,
} from './core/clip';
export { fillPolygon, simplifyOutline, traceOutline } from './core/contour';
export { type Curve, sample, TAU, valueAt, wave } from './core/curve';
export {
  type BodyParts,
  bodyParts,
  DrawOrder,
  defaultPartOrder,
  orderedTriangles,
  partOrderAt,
  triangleParts,
} from './core/draw-order';
export { fallbackJoints, guessJoints } from './core/joint-guess';
export { addBack, type LeftOutPart, leftOutParts, onePiece } from './core/left-out';
export { buildMesh, type RiggedMesh } from './core/mesh';
export { type Channel, type Key, MOTIONS, type Motion } from './core/motions';
export { firstMotion, motionFor } from './core/plan-motions/index';
export { legsOf } from './core/plan-motions/many-limbed';
export { area, bounds, cropImage, downscale, iou, resizeMask } from './core/planes';
export { BIPED_SKELETON, type PlanPose, phaseOf, poseAt, poseAtPhase, type Stretch, stretchPoint } from './core/pose';
export { decodeRuns, encodeRuns, jointsFromShares, jointsToShares, largestRegion, outlineOf, share } from './core/rig';
export {
  SEGMENT_DEFAULTS,
  type Segmentation,
  type SegmentOptions,
  segmentDrawing,
  segmentFigureAt,
} from './core/segment';
export { type SkinWeights, skinPositions, skinWeights } from './core/skin';
export type { Joints, Mesh, Plane, Point, RgbaImage, SkeletonJoints } from './core/types';
// Body plans: which one a cut-out has, and a first guess of that plan's skeleton.
export { guessSkeleton, type SkeletonGuess } from './plans/guess';
export { type DrawingReading, PHOTO_SIDE, readDrawing, readFigureAt } from './plans/read-drawing';
export { type Recognition, recognisePlan } from './plans/recognise';
// The skeleton and the saved rig, also alone (zod only) as @dtm/animate/schema.
export {
  AnyPreviewRigSchema,
  BODY_PLANS,
  type BodyPlan,
  JOINT_NAMES,
  JOINT_PARENT,
  type JointName,
  MOTION_NAMES,
  type MotionName,
  migrateRig,
  type PreviewCompanion,
  PreviewCompanionSchema,
  PreviewJointsSchema,
  type PreviewMask,
  PreviewMaskSchema,
  PreviewPlanJointsSchema,
  type PreviewPoint,
  PreviewPointSchema,
  type PreviewRig,
  PreviewRigSchema,
  type PreviewRigV1,
  PreviewRigV1Schema,
  RIG_INVALID,
  RIG_LIMITS,
  RIG_VERSION,
  type SavedPreview,
  SavedPreviewSchema,
} from './schema';
export {
  ALL_MOTION_NAMES,
  MANY_LIMBED_LEGS,
  PLAN_MOTIONS,
  type PlanMotion,
  type Skeleton,
  skeletonFor,
  skeletonOf,
} from './skeletons';
