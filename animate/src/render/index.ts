/** @dtm/animate/render: drawing the moving figure in a browser (WebGL, or a 2D canvas where WebGL is missing). */
export { CanvasRenderer } from './canvas-renderer';
export type { ArtworkBox, GroupFigure } from './clip-group';
export { type FigureRenderer, type FigureScene, PAPER } from './figure';
export { cover, type Placement, placeFigure } from './layout';
export { cutOutCanvas, loadPhoto } from './load-photo';
export { type RecordedVideo, recordVideo, VIDEO_SIZES } from './record-video';
export {
  type ClipBackground,
  type ClipFigure,
  type ClipFraming,
  ClipRenderer,
  type ClipSpec,
  type ClipTarget,
  clipSize,
} from './render-clip';
export { createRenderer } from './renderer';
export { WebglRenderer } from './webgl-renderer';
export { CLIP_COLOR_SPACE, i420Size, rgbaToI420 } from './yuv';
