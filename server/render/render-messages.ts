// What the server's renderer (live-renderer.ts) and its worker thread (render-worker.ts) say to each other.

/** A page as src/app/prerender-entry.tsx renders it. */
export interface RenderedPage {
  html: string;
  title: string;
  language: string;
  template?: string;
  content?: Record<string, unknown>;
}

export type ToWorker =
  | { type: 'render'; id: number; path: string; language: string }
  /** the page_content answer a render asked for (null: none, a 404) */
  | { type: 'content'; id: number; page: unknown };

export type ToMain =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; page: RenderedPage }
  /** `redirects`: the path's route sends elsewhere (a route the version moved), nothing to render, nothing wrong */
  | { type: 'failed'; id: number; error: string; redirects: boolean }
  | { type: 'content'; id: number; language: string; url: string; query: Record<string, string | string[]> };
