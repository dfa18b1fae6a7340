// Order statistics the bench reports: the same median everywhere (the lower middle of an even count).

/** The sample at quantile `q` of `values` (NaN for none). */
export function quantile(values, q) {
  if (!values.length)
    return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}

/** The median of `values`: their lower middle for an even count (NaN for none). */
export const median = values => quantile(values, 0.5)

/** A seeded generator of numbers in [0, 1) (mulberry32): the same resamples, and so the same interval, on every run of the same samples. */
function seeded(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6D2B79F5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * How far the median of `values` can be trusted: the central `level` of the medians of
 * `resamples` bootstrap resamples (drawn with replacement, seeded), as `[low, high]`; NaN for none.
 * A goal of "at most 1.1x" is met by a run whose interval ends at or below 1.1, missed by one
 * whose interval starts above it, and left open by one whose interval holds it.
 */
export function medianInterval(values, { level = 0.9, resamples = 2000, seed = 1 } = {}) {
  if (!values.length)
    return [Number.NaN, Number.NaN]
  const random = seeded(seed)
  const medians = Array.from({ length: resamples }, () => median(Array.from(values, () => values[Math.floor(random() * values.length)])))
  return [quantile(medians, (1 - level) / 2), quantile(medians, (1 + level) / 2)]
}

/** Ratios as the bench prints them: their median and, in brackets, its 90% interval (`medianInterval`), e.g. `1.13x [1.06-1.17]`. */
export function ratioSummary(ratios) {
  const [low, high] = medianInterval(ratios)
  return `${median(ratios).toFixed(2)}x [${low.toFixed(2)}-${high.toFixed(2)}]`
}

/**
 * `medianInterval` for samples drawn in groups (`clusters`: one list per pair of pages), by a
 * two-stage bootstrap: groups drawn with replacement, then samples within each drawn group. A page
 * keeps what it got at its start (its renderer process, the code V8 compiled for it) for every mount
 * it makes: two pages of the same build have read up to 15% apart over ten mounts each, so an
 * interval that treats every mount of one page as a fresh draw is narrower than the next run agrees
 * with. Drawing the groups puts that difference in the interval. Returns `[low, high]` of the median
 * of all samples.
 */
export function clusteredInterval(clusters, { level = 0.9, resamples = 2000, seed = 1 } = {}) {
  const groups = clusters.filter(cluster => cluster.length)
  if (!groups.length)
    return [Number.NaN, Number.NaN]
  const random = seeded(seed)
  const pick = list => list[Math.floor(random() * list.length)]
  const medians = Array.from({ length: resamples }, () => median(Array.from(groups, () => pick(groups)).flatMap(group => Array.from(group, () => pick(group)))))
  return [quantile(medians, (1 - level) / 2), quantile(medians, (1 + level) / 2)]
}

/** `ratioSummary` for ratios drawn in groups (`clusteredInterval`): e.g. `1.13x [1.06-1.17]`. */
export function clusteredSummary(clusters) {
  const [low, high] = clusteredInterval(clusters)
  return `${median(clusters.flat()).toFixed(2)}x [${low.toFixed(2)}-${high.toFixed(2)}]`
}
