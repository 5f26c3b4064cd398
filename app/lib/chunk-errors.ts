/**
 * Whether `error` says that a script chunk (or the stylesheet Vite preloads with it) could not be
 * loaded: offline, a timeout, or a new release that replaced the file. The browsers' own words:
 * Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically
 * imported module", Safari "Importing a module script failed"; Vite "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|importing a module script failed|unable to preload css/i.test(error.message);
}
