import { fillPolygon } from './contour';
import { MESH_RIM, type RiggedMesh } from './mesh';
import type { Plane, Point } from './types';

/**
 * For the tearing tests: the paper that would show through the moving figure. A pure-JS
 * rasterisation of the deformed, textured mesh (each covered pixel looks its texture up in the
 * cut-out's mask at its rest position, as the renderers do) compared with the deformed outline
 * (the mesh's outline vertices, filled), shrunk by two pixels so the anti-aliased edge does not
 * count, and by the mesh's rim (MESH_RIM: the outline lies that far out past the drawing). Returns the pixels strictly inside the outline that no triangle paints with the figure.
 */
export function paperInside(mesh: RiggedMesh, mask: Plane, positions: ArrayLike<number>): number {
  // The picture drawn covers the moved figure with a few pixels to spare (whole pixels: the same
  // pixel centres as the mask's).
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < positions.length; i += 2) {
    minX = Math.min(minX, positions[i] as number);
    maxX = Math.max(maxX, positions[i] as number);
    minY = Math.min(minY, positions[i + 1] as number);
    maxY = Math.max(maxY, positions[i + 1] as number);
  }
  const offsetX = 4 - Math.floor(minX);
  const offsetY = 4 - Math.floor(minY);
  const width = Math.ceil(maxX) + offsetX + 4;
  const height = Math.ceil(maxY) + offsetY + 4;
  const outline: Point[] = mesh.outline.map((i) => ({
    x: (positions[2 * i] as number) + offsetX,
    y: (positions[2 * i + 1] as number) + offsetY,
  }));
  const inside = erodeSquare(fillPolygon(outline, width, height), 2 + Math.ceil(MESH_RIM));
  const painted = new Uint8Array(width * height);
  const t = mesh.triangles;
  const rest = mesh.positions;
  for (let k = 0; k < t.length; k += 3) {
    const [a, b, c] = [t[k] as number, t[k + 1] as number, t[k + 2] as number];
    const x0 = (positions[2 * a] as number) + offsetX;
    const y0 = (positions[2 * a + 1] as number) + offsetY;
    const x1 = (positions[2 * b] as number) + offsetX;
    const y1 = (positions[2 * b + 1] as number) + offsetY;
    const x2 = (positions[2 * c] as number) + offsetX;
    const y2 = (positions[2 * c + 1] as number) + offsetY;
    const det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (Math.abs(det) < 1e-12) continue;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
    const maxX = Math.min(width - 1, Math.ceil(Math.max(x0, x1, x2)));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
    const maxY = Math.min(height - 1, Math.ceil(Math.max(y0, y1, y2)));
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const u = ((px - x0) * (y2 - y0) - (x2 - x0) * (py - y0)) / det;
        const v = ((x1 - x0) * (py - y0) - (px - x0) * (y1 - y0)) / det;
        if (u < -1e-9 || v < -1e-9 || u + v > 1 + 1e-9) continue;
        const rx = (rest[2 * a] as number) * (1 - u - v) + (rest[2 * b] as number) * u + (rest[2 * c] as number) * v;
        const ry =
          (rest[2 * a + 1] as number) * (1 - u - v) + (rest[2 * b + 1] as number) * u + (rest[2 * c + 1] as number) * v;
        const mx = Math.floor(rx);
        const my = Math.floor(ry);
        if (mx >= 0 && my >= 0 && mx < mask.width && my < mask.height && mask.data[my * mask.width + mx]) {
          painted[y * width + x] = 1;
        }
      }
    }
  }
  let paper = 0;
  for (let i = 0; i < painted.length; i++) if (inside.data[i] && !painted[i]) paper++;
  return paper;
}

/** The pixels of `plane` whose whole (2r+1)² square is inside it. */
function erodeSquare(plane: Plane, r: number): Plane {
  const { width, height, data } = plane;
  const rows = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x < width; x++) {
      run = data[y * width + x] ? run + 1 : 0;
      if (run >= 2 * r + 1) rows[y * width + x - r] = 1;
    }
  }
  const out = new Uint8Array(data.length);
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y < height; y++) {
      run = rows[y * width + x] ? run + 1 : 0;
      if (run >= 2 * r + 1) out[(y - r) * width + x] = 1;
    }
  }
  return { width, height, data: out };
}
