// The forms a prerendered page may send as plain HTML, which the server takes before the portal's script has run
// (server/http/native-forms.ts; the server refuses to start when its handlers and this list differ). Such a page works
// without the form engine, so its HTML does not fetch the engine for them before it paints
// (scripts/prerender-assets.ts): the app loads it when it starts.
export const nativeFormIds: readonly string[] = ['login'];
