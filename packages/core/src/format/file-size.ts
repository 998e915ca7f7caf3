// A file size as people read it: "820 B", "48 KB", "2.4 MB" (never "0.0 MB" for a small photo).

const KB = 1024;
const MB = 1024 * 1024;

/** Bytes under 1 KB as B, under 1 MB as whole KB (at least 1), else MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < MB) return `${Math.min(1023, Math.max(1, Math.round(bytes / KB)))} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** "48 KB of 120 KB": how much of a file has gone out. */
export function uploadProgressLabel(loaded: number, total: number): string {
  return `${formatFileSize(loaded)} of ${formatFileSize(total)}`;
}
