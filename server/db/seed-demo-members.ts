// The demo member's sponsorships (an invitation at every step) and favourites (server/README.md, "Miles").

export const sponsorships = [
  {
    email: 'sam.carter@example.net',
    status: 'qualified',
    invitee_name: 'Sam C.',
    miles: 1000,
    daysAgo: 450,
    registeredDaysAgo: 440,
    qualifiedDaysAgo: 410,
  },
  {
    email: 'priya.nair@example.net',
    status: 'qualified',
    invitee_name: 'Priya N.',
    miles: 1000,
    daysAgo: 260,
    registeredDaysAgo: 255,
    qualifiedDaysAgo: 233,
  },
  {
    email: 'tom.baker@example.net',
    status: 'qualified',
    invitee_name: 'Tom B.',
    miles: 1000,
    daysAgo: 120,
    registeredDaysAgo: 110,
    qualifiedDaysAgo: 88,
  },
  { email: 'lucas.vermeulen@example.net', status: 'registered', invitee_name: 'Lucas V.', miles: 0, daysAgo: 40, registeredDaysAgo: 33 },
  { email: 'nina.schulz@example.net', status: 'invited', invitee_name: null, miles: 0, daysAgo: 9, token: 'demo-sponsorship-token' },
  { email: 'omar.haddad@example.net', status: 'invited', invitee_name: null, miles: 0, daysAgo: 2 },
] as const;

export const demoFavorites = [
  { type: 'hotel', id: 1, daysAgo: 200 },
  { type: 'hotel', id: 16, daysAgo: 150 },
  { type: 'hotel', id: 30, daysAgo: 60 },
  { type: 'partner', id: 3, daysAgo: 45 },
  { type: 'product', id: 12, daysAgo: 10 },
] as const;
