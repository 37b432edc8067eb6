// Percentiles of measured latencies (nearest rank), for load and latency reports.
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function latencySummary(values) {
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
    max: round(values.reduce((largest, ms) => Math.max(largest, ms), Number.NEGATIVE_INFINITY)),
  };
}
