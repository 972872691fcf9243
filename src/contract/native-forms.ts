// The forms a prerendered page may send as plain HTML, which the server takes before the portal's script has run
// (server/http/native-forms.ts; the server refuses to start when its handlers and this list differ). Such a page works
// without the form engine, so its HTML names their stylesheets but not the engine (scripts/prerender-assets.ts); the
// app loads it when the visitor turns to the form, or at idle (src/platform/hydration-gate.ts).
export const nativeFormIds: readonly string[] = ['login'];
