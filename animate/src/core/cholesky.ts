/** A dense symmetric positive definite matrix factored once as L·Lᵀ, then solved many times. */
export class Cholesky {
  private readonly l: Float64Array;

  /** `matrix` is n×n, row-major; only its lower triangle is read. */
  constructor(
    matrix: Float64Array,
    readonly n: number,
  ) {
    const l = new Float64Array(n * n);
    for (let j = 0; j < n; j++) {
      let diagonal = matrix[j * n + j] as number;
      for (let k = 0; k < j; k++) diagonal -= (l[j * n + k] as number) ** 2;
      if (diagonal <= 0) throw new Error('matrix is not positive definite');
      const ljj = Math.sqrt(diagonal);
      l[j * n + j] = ljj;
      for (let i = j + 1; i < n; i++) {
        let sum = matrix[i * n + j] as number;
        const ri = i * n;
        const rj = j * n;
        for (let k = 0; k < j; k++) sum -= (l[ri + k] as number) * (l[rj + k] as number);
        l[ri + j] = sum / ljj;
      }
    }
    this.l = l;
  }

  /** Solves A·x = b in place (b becomes x). */
  solveInPlace(b: Float64Array): void {
    const { l, n } = this;
    for (let i = 0; i < n; i++) {
      let sum = b[i] as number;
      const ri = i * n;
      for (let k = 0; k < i; k++) sum -= (l[ri + k] as number) * (b[k] as number);
      b[i] = sum / (l[ri + i] as number);
    }
    for (let i = n - 1; i >= 0; i--) {
      let sum = b[i] as number;
      for (let k = i + 1; k < n; k++) sum -= (l[k * n + i] as number) * (b[k] as number);
      b[i] = sum / (l[i * n + i] as number);
    }
  }
}
