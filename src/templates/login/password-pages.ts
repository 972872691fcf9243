// The login route's two other pages, one lazy chunk (a cold /login loads neither them nor the account
// model they use). The route shells name this module for every path of the route but /login itself, which is
// prerendered (lazyPartsOfOtherPaths in src/renderer/registered-templates.ts), and the login form's "forgot your
// password" link starts loading it on intent, so neither a mail's link nor the click waits for it in a row.
export { PasswordRecovery } from './password-recovery';
export { PasswordReset } from './password-reset';
