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
