/**
 * Deterministic fitting of the engine's small linear models: ridge regression and multinomial
 * logistic regression over sparse rows, both minimised by full-batch L-BFGS. No randomness,
 * fixed iteration counts and a fixed order of summation, so a re-run gives the same numbers.
 */

export interface SparseRow {
  indices: Int32Array;
  values: Float64Array;
}

type Objective = (weights: Float64Array, gradient: Float64Array) => number;

/** L-BFGS with a backtracking (Armijo) line search. */
export function minimise(objective: Objective, size: number, iterations: number, memory = 10): Float64Array {
  const x = new Float64Array(size);
  const g = new Float64Array(size);
  let f = objective(x, g);
  const ss: Float64Array[] = [];
  const ys: Float64Array[] = [];
  const rhos: number[] = [];
  const direction = new Float64Array(size);
  const xNew = new Float64Array(size);
  const gNew = new Float64Array(size);
  const alphas = new Array<number>(memory).fill(0);
  for (let iteration = 0; iteration < iterations; iteration++) {
    // Two-loop recursion: direction = -H·g.
    direction.set(g);
    for (let k = ss.length - 1; k >= 0; k--) {
      alphas[k] = rhos[k]! * dot(ss[k]!, direction);
      axpy(-alphas[k]!, ys[k]!, direction);
    }
    if (ss.length > 0) {
      const last = ss.length - 1;
      scale(direction, dot(ss[last]!, ys[last]!) / dot(ys[last]!, ys[last]!));
    } else {
      scale(direction, 1 / Math.max(1, Math.sqrt(dot(g, g))));
    }
    for (let k = 0; k < ss.length; k++) {
      const beta = rhos[k]! * dot(ys[k]!, direction);
      axpy(alphas[k]! - beta, ss[k]!, direction);
    }
    scale(direction, -1);
    let slope = dot(g, direction);
    if (slope >= 0) {
      // Not a descent direction: restart from steepest descent.
      ss.length = 0;
      ys.length = 0;
      rhos.length = 0;
      direction.set(g);
      scale(direction, -1 / Math.max(1, Math.sqrt(dot(g, g))));
      slope = dot(g, direction);
    }
    let step = 1;
    let fNew = 0;
    let accepted = false;
    for (let tries = 0; tries < 30; tries++) {
      for (let i = 0; i < size; i++) xNew[i] = x[i]! + step * direction[i]!;
      fNew = objective(xNew, gNew);
      if (fNew <= f + 1e-4 * step * slope) {
        accepted = true;
        break;
      }
      step /= 2;
    }
    if (!accepted) break;
    const s = new Float64Array(size);
    const y = new Float64Array(size);
    for (let i = 0; i < size; i++) {
      s[i] = xNew[i]! - x[i]!;
      y[i] = gNew[i]! - g[i]!;
    }
    const sy = dot(s, y);
    if (sy > 1e-12) {
      ss.push(s);
      ys.push(y);
      rhos.push(1 / sy);
      if (ss.length > memory) {
        ss.shift();
        ys.shift();
        rhos.shift();
      }
    }
    x.set(xNew);
    g.set(gNew);
    const improvement = f - fNew;
    f = fNew;
    if (improvement < 1e-10 * Math.max(1, Math.abs(f))) break;
  }
  return x;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

function axpy(alpha: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < y.length; i++) y[i]! += alpha * x[i]!;
}

function scale(x: Float64Array, factor: number): void {
  for (let i = 0; i < x.length; i++) x[i]! *= factor;
}

export interface RidgeOptions {
  /** L2 penalty per feature (the intercept is not penalised); scalar or one per feature. */
  l2: number | Float64Array;
  iterations: number;
  /** Per-row weights (default 1). */
  rowWeights?: Float64Array;
}

/** Ridge regression: weights[0..n-1] and intercept, minimising mean squared error + l2·|w|². */
export function fitRidge(
  rows: readonly SparseRow[],
  targets: readonly number[],
  featureCount: number,
  options: RidgeOptions,
): { weights: Float64Array; intercept: number } {
  const n = rows.length;
  const totalWeight = options.rowWeights ? options.rowWeights.reduce((a, b) => a + b, 0) : n;
  const objective: Objective = (params, gradient) => {
    gradient.fill(0);
    const intercept = params[featureCount]!;
    let loss = 0;
    for (let r = 0; r < n; r++) {
      const row = rows[r]!;
      let prediction = intercept;
      for (let k = 0; k < row.indices.length; k++) prediction += params[row.indices[k]!]! * row.values[k]!;
      const weight = (options.rowWeights?.[r] ?? 1) / totalWeight;
      const error = prediction - targets[r]!;
      loss += weight * error * error;
      const factor = 2 * weight * error;
      for (let k = 0; k < row.indices.length; k++) gradient[row.indices[k]!]! += factor * row.values[k]!;
      gradient[featureCount]! += factor;
    }
    for (let j = 0; j < featureCount; j++) {
      const l2 = typeof options.l2 === 'number' ? options.l2 : options.l2[j]!;
      loss += l2 * params[j]! * params[j]!;
      gradient[j]! += 2 * l2 * params[j]!;
    }
    return loss;
  };
  const params = minimise(objective, featureCount + 1, options.iterations);
  return { weights: params.subarray(0, featureCount), intercept: params[featureCount]! };
}

export interface SoftmaxOptions {
  l2: number | Float64Array;
  iterations: number;
  rowWeights?: Float64Array;
}

/**
 * Multinomial logistic regression. Returns weights laid out feature-major
 * (weights[feature * classes + class]) and one bias per class.
 */
export function fitSoftmax(
  rows: readonly SparseRow[],
  labels: readonly number[],
  featureCount: number,
  classCount: number,
  options: SoftmaxOptions,
): { weights: Float64Array; biases: Float64Array } {
  const n = rows.length;
  const totalWeight = options.rowWeights ? options.rowWeights.reduce((a, b) => a + b, 0) : n;
  const biasOffset = featureCount * classCount;
  const logits = new Float64Array(classCount);
  const objective: Objective = (params, gradient) => {
    gradient.fill(0);
    let loss = 0;
    for (let r = 0; r < n; r++) {
      const row = rows[r]!;
      for (let c = 0; c < classCount; c++) logits[c] = params[biasOffset + c]!;
      for (let k = 0; k < row.indices.length; k++) {
        const base = row.indices[k]! * classCount;
        const value = row.values[k]!;
        for (let c = 0; c < classCount; c++) logits[c]! += params[base + c]! * value;
      }
      let max = -Infinity;
      for (let c = 0; c < classCount; c++) max = Math.max(max, logits[c]!);
      let total = 0;
      for (let c = 0; c < classCount; c++) {
        logits[c] = Math.exp(logits[c]! - max);
        total += logits[c]!;
      }
      const weight = (options.rowWeights?.[r] ?? 1) / totalWeight;
      const label = labels[r]!;
      loss -= weight * Math.log(logits[label]! / total);
      for (let c = 0; c < classCount; c++) {
        const delta = weight * (logits[c]! / total - (c === label ? 1 : 0));
        gradient[biasOffset + c]! += delta;
        for (let k = 0; k < row.indices.length; k++) {
          gradient[row.indices[k]! * classCount + c]! += delta * row.values[k]!;
        }
      }
    }
    for (let j = 0; j < featureCount; j++) {
      const l2 = typeof options.l2 === 'number' ? options.l2 : options.l2[j]!;
      for (let c = 0; c < classCount; c++) {
        const index = j * classCount + c;
        loss += l2 * params[index]! * params[index]!;
        gradient[index]! += 2 * l2 * params[index]!;
      }
    }
    return loss;
  };
  const params = minimise(objective, biasOffset + classCount, options.iterations);
  return { weights: params.subarray(0, biasOffset), biases: params.subarray(biasOffset) };
}

export interface LogisticOptions {
  /** L2 penalty per feature (the intercept is not penalised); scalar or one per feature. */
  l2: number | Float64Array;
  iterations: number;
  /** Per-row weights (default 1). */
  rowWeights?: Float64Array;
}

/** Binary logistic regression on targets in 0..1: weights and intercept of the logit. */
export function fitLogistic(
  rows: readonly SparseRow[],
  targets: readonly number[],
  featureCount: number,
  options: LogisticOptions,
): { weights: Float64Array; intercept: number } {
  const n = rows.length;
  const totalWeight = options.rowWeights ? options.rowWeights.reduce((a, b) => a + b, 0) : n;
  const objective: Objective = (params, gradient) => {
    gradient.fill(0);
    const intercept = params[featureCount]!;
    let loss = 0;
    for (let r = 0; r < n; r++) {
      const row = rows[r]!;
      let logit = intercept;
      for (let k = 0; k < row.indices.length; k++) logit += params[row.indices[k]!]! * row.values[k]!;
      const weight = (options.rowWeights?.[r] ?? 1) / totalWeight;
      const y = targets[r]!;
      // log(1 + e^z) − y·z, computed without overflow.
      const softplus = logit > 0 ? logit + Math.log1p(Math.exp(-logit)) : Math.log1p(Math.exp(logit));
      loss += weight * (softplus - y * logit);
      const p = 1 / (1 + Math.exp(-logit));
      const factor = weight * (p - y);
      for (let k = 0; k < row.indices.length; k++) gradient[row.indices[k]!]! += factor * row.values[k]!;
      gradient[featureCount]! += factor;
    }
    for (let j = 0; j < featureCount; j++) {
      const l2 = typeof options.l2 === 'number' ? options.l2 : options.l2[j]!;
      loss += l2 * params[j]! * params[j]!;
      gradient[j]! += 2 * l2 * params[j]!;
    }
    return loss;
  };
  const params = minimise(objective, featureCount + 1, options.iterations);
  return { weights: params.subarray(0, featureCount), intercept: params[featureCount]! };
}
