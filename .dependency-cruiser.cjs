/**
 * Code layout rules (README, "Code layout rules"): no import circles in server/ or src/, the server
 * reaches into src/ only through src/shared, and routes reach repositories through services.
 */

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules of server/ and src/ do not import each other in a circle.',
      from: { path: '^(server|src)/' },
      to: { circular: true },
    },
    {
      name: 'src-not-server',
      severity: 'error',
      comment: 'The site (src/) never imports server code.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-only-src-shared',
      severity: 'error',
      comment: 'The server imports only src/shared of the site.',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'middleware-not-routes',
      severity: 'error',
      comment: 'Middleware and server/http serve the routes and never import them.',
      from: { path: '^server/(middleware|http)/' },
      to: { path: '^server/routes/' },
    },
    {
      name: 'routes-through-services',
      severity: 'error',
      comment:
        'Routes reach repositories through services (routes → services → repositories → schema).',
      from: { path: '^server/routes/' },
      to: { path: '^server/db/repositories/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
