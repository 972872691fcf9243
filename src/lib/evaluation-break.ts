// Imported between two heavy imports of a module, splits their evaluation into two tasks (total
// blocking time). The bundler lays a chunk's modules out in import order and a top-level await holds back every
// module after it in the chunk, so what is imported after this line is evaluated in a later task. See
// yield-to-browser.ts for why the models do the same.
import { yieldToBrowser } from './yield-to-browser';

await yieldToBrowser();

export {};
