// The pages the router itself shows, whatever the routes say (an unknown address, a failure, an expired password):
// their page config must exist in every build, which the config checker holds the config to.
export const systemPages = ['not-found', 'error', 'change-password'] as const;
