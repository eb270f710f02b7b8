import { type FigureRenderer, type FigureScene, PAPER } from './figure';
import { cover, type Placement, placeFigure } from './layout';

const VERTEX = `
attribute vec2 a_position;
attribute vec2 a_uv;
uniform vec2 u_stage;
varying vec2 v_uv;
void main() {
  vec2 clip = a_position / u_stage * 2.0 - 1.0;
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
  v_uv = a_uv;
}`;

const FRAGMENT = `
precision mediump float;
uniform sampler2D u_texture;
varying vec2 v_uv;
void main() {
  gl_FragColor = texture2D(u_texture, v_uv);
}`;

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('WebGL shader could not be created');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader) ?? 'shader');
  return shader;
}

function texture(gl: WebGLRenderingContext, source: TexImageSource): WebGLTexture {
  const t = gl.createTexture();
  if (!t) throw new Error('WebGL texture could not be created');
  gl.bindTexture(gl.TEXTURE_2D, t);
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source);
  // Any size (no mipmaps, no repeat), as WebGL 1 allows for pictures that are not powers of two.
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  return t;
}

/** The figure as a textured triangle mesh in WebGL; the background is one textured quad behind it. */
export class WebglRenderer implements FigureRenderer {
  readonly kind = 'webgl';
  private readonly program: WebGLProgram;
  private readonly figureTexture: WebGLTexture;
  private backgroundTexture: WebGLTexture | null = null;
  private backgroundQuad: Float32Array | null = null;
  private readonly positionBuffer: WebGLBuffer;
  private readonly uvBuffer: WebGLBuffer;
  private readonly indexBuffer: WebGLBuffer;
  private readonly quadBuffer: WebGLBuffer;
  private readonly stagePositions: Float32Array;
  private readonly placement: Placement;
  private readonly locations: { position: number; uv: number };
  private readonly indexType: number;
  /** The triangle order in the element buffer: uploaded again only when another is drawn. */
  private uploaded: Uint32Array;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly gl: WebGLRenderingContext,
    private readonly scene: FigureScene,
  ) {
    const program = gl.createProgram();
    if (!program) throw new Error('WebGL program could not be created');
    gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX));
    gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT));
    gl.linkProgram(program);
    this.program = program;
    this.locations = {
      position: gl.getAttribLocation(program, 'a_position'),
      uv: gl.getAttribLocation(program, 'a_uv'),
    };
    this.figureTexture = texture(gl, scene.texture);
    const n = scene.rest.length / 2;
    const uv = new Float32Array(n * 2);
    for (let i = 0; i < n; i++) {
      uv[2 * i] = (scene.rest[2 * i] as number) / scene.texture.width;
      uv[2 * i + 1] = (scene.rest[2 * i + 1] as number) / scene.texture.height;
    }
    const buffer = () => {
      const b = gl.createBuffer();
      if (!b) throw new Error('WebGL buffer could not be created');
      return b;
    };
    this.uvBuffer = buffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.uvBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, uv, gl.STATIC_DRAW);
    this.positionBuffer = buffer();
    this.stagePositions = new Float32Array(n * 2);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.positionBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, this.stagePositions.byteLength, gl.DYNAMIC_DRAW);
    this.indexBuffer = buffer();
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
    const wide = n > 65535 && gl.getExtension('OES_element_index_uint');
    this.indexType = wide ? gl.UNSIGNED_INT : gl.UNSIGNED_SHORT;
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, wide ? scene.triangles : Uint16Array.from(scene.triangles), gl.DYNAMIC_DRAW);
    this.uploaded = scene.triangles;
    this.quadBuffer = buffer();
    this.placement = placeFigure(scene.rest, canvas.width, canvas.height);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
  }

  setBackground(image: HTMLImageElement | HTMLCanvasElement | ImageBitmap | null) {
    const { gl } = this;
    if (this.backgroundTexture) gl.deleteTexture(this.backgroundTexture);
    this.backgroundTexture = image ? texture(gl, image) : null;
    if (!image) return;
    const r = cover(image.width, image.height, this.canvas.width, this.canvas.height);
    // Two triangles: position (x, y) then uv (u, v) per corner.
    this.backgroundQuad = new Float32Array([
      r.x,
      r.y,
      0,
      0,
      r.x + r.width,
      r.y,
      1,
      0,
      r.x,
      r.y + r.height,
      0,
      1,
      r.x + r.width,
      r.y,
      1,
      0,
      r.x + r.width,
      r.y + r.height,
      1,
      1,
      r.x,
      r.y + r.height,
      0,
      1,
    ]);
  }

  draw(positions: ArrayLike<number>, triangles?: Uint32Array) {
    const { gl, program, locations } = this;
    const { scale, dx, dy } = this.placement;
    gl.viewport(0, 0, this.canvas.width, this.canvas.height);
    gl.clearColor(PAPER[0], PAPER[1], PAPER[2], 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.useProgram(program);
    gl.uniform2f(gl.getUniformLocation(program, 'u_stage'), this.canvas.width, this.canvas.height);
    if (this.backgroundTexture && this.backgroundQuad) {
      gl.bindBuffer(gl.ARRAY_BUFFER, this.quadBuffer);
      gl.bufferData(gl.ARRAY_BUFFER, this.backgroundQuad, gl.STREAM_DRAW);
      gl.enableVertexAttribArray(locations.position);
      gl.vertexAttribPointer(locations.position, 2, gl.FLOAT, false, 16, 0);
      gl.enableVertexAttribArray(locations.uv);
      gl.vertexAttribPointer(locations.uv, 2, gl.FLOAT, false, 16, 8);
      gl.bindTexture(gl.TEXTURE_2D, this.backgroundTexture);
      gl.drawArrays(gl.TRIANGLES, 0, 6);
    }
    const stage = this.stagePositions;
    for (let i = 0; i < stage.length; i += 2) {
      stage[i] = (positions[i] as number) * scale + dx;
      stage[i + 1] = (positions[i + 1] as number) * scale + dy;
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, this.positionBuffer);
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, stage);
    gl.enableVertexAttribArray(locations.position);
    gl.vertexAttribPointer(locations.position, 2, gl.FLOAT, false, 0, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.uvBuffer);
    gl.enableVertexAttribArray(locations.uv);
    gl.vertexAttribPointer(locations.uv, 2, gl.FLOAT, false, 0, 0);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
    const order = triangles ?? this.scene.triangles;
    // A draw order is the same array while it holds (drawOrder), so this is a reference compare.
    if (order !== this.uploaded) {
      const wide = this.indexType === gl.UNSIGNED_INT;
      gl.bufferSubData(gl.ELEMENT_ARRAY_BUFFER, 0, wide ? order : Uint16Array.from(order));
      this.uploaded = order;
    }
    gl.bindTexture(gl.TEXTURE_2D, this.figureTexture);
    gl.drawElements(gl.TRIANGLES, order.length, this.indexType, 0);
  }

  dispose() {
    const { gl } = this;
    gl.deleteTexture(this.figureTexture);
    if (this.backgroundTexture) gl.deleteTexture(this.backgroundTexture);
    for (const b of [this.positionBuffer, this.uvBuffer, this.indexBuffer, this.quadBuffer]) gl.deleteBuffer(b);
    gl.deleteProgram(this.program);
  }
}
