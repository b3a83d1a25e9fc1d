/**
 * Every area's manifest (src/features/<area>/manifest.ts), found by the bundler: adding an area
 * adds its folder and edits no list. Eager: manifests are small data the router needs at once; the
 * pages they name stay lazy chunks.
 */
export const manifestModules: Record<string, unknown> = import.meta.glob('../features/*/manifest.ts', {
  eager: true,
})
