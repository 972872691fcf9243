import { appConfig } from '@/lib/app-config';
import { leadingDebounce } from '@/lib/leading-debounce';

/**
 * The app's "back" (buttons and links that go back): debounced by config's backDebounceMs (requirements §2.4),
 * so a double press within 500 ms goes back once.
 */
export const goBack = leadingDebounce(() => window.history.back(), appConfig.constants.backDebounceMs);
