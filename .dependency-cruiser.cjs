/**
 * The layers, enforced (npm run lint:layers, part of npm test):
 * - src/lib, src/config: shared by the site, the build and the server; they import nothing but each other, and no UI
 *   (inside src/lib: uiText holds the words, forms the submitted forms' schemas, reports the reports' logic, in that order)
 *   framework (React, Gatsby, MUI, emotion). Code only the browser runs lives beside its components; code only the build
 *   runs lives in gatsby/ (or scripts/ for the checks).
 * - server/, with the staff commands (server/cli): the running server; it ships in the release archive, so it imports
 *   only server/ and the shared modules.
 * - gatsby/, gatsby-node, gatsby-config: the build; it imports the shared modules, never the server or the site's UI.
 * - the site's UI (src/components, pages, templates, theme, gatsby-browser/ssr): never the server or the build.
 * - e2e/ and testing/ (fakes, Chromium settings): tests and dev tools only; nothing that ships imports them.
 * - src/runtime: the one place that relies on emotion's internals and React DOM's entry points; the rest of the
 *   site uses its API (src/runtime/index.ts; gatsby-browser/ssr its ./browser and ./server, e2e its ./markers).
 */
const shared = '^src/(lib|config)/';
const ui = '^(src/(components|pages|templates|theme)/|gatsby-(browser|ssr)\\.tsx$)';
const build = '^(gatsby/|gatsby-(node|config)\\.ts$)';
const server = '^server/';
const tests = '^(e2e|testing)/';
const unitTest = '/__tests__/';

module.exports = {
  forbidden: [
    {
      name: 'server-imports-only-server-and-shared',
      comment: 'The release archive holds server/, the staff commands and src/lib + src/config; nothing else.',
      severity: 'error',
      from: { path: server, pathNot: unitTest },
      to: {
        path: '^(gatsby|e2e|testing|scripts|src/(components|pages|templates|theme))',
      },
    },
    {
      name: 'server-tests-use-shared-fakes-not-browser-tests',
      severity: 'error',
      from: { path: '^server/.*__tests__/' },
      to: { path: '^(gatsby|e2e|src/(components|pages|templates|theme))/' },
    },
    {
      name: 'build-never-imports-server',
      severity: 'error',
      from: { path: build },
      to: { path: '^(server|scripts|e2e)/' },
    },
    {
      name: 'ui-never-imports-server-or-build',
      severity: 'error',
      from: { path: ui },
      to: { path: '^(server|gatsby|scripts|e2e|testing)/' },
    },
    {
      name: 'shared-stays-shared',
      comment: 'src/lib and src/config are imported by every layer, so they import none of them.',
      severity: 'error',
      from: { path: shared, pathNot: unitTest },
      to: { path: '^(server|gatsby|scripts|e2e|testing|src/(components|pages|templates|theme))/' },
    },
    {
      name: 'ui-text-is-words',
      comment:
        'src/lib/uiText holds the Dutch labels, errors and answers; the forms (src/lib/forms) and the reports (src/lib/reports) read it, never the other way round.',
      severity: 'error',
      from: { path: '^src/lib/uiText/' },
      to: { path: '^src/lib/forms/' },
    },
    {
      name: 'forms-do-not-know-reports',
      comment:
        "The schemas of the submitted forms (src/lib/forms) stand under the reports' logic (src/lib/reports), which builds on them; a type is all a form may take from it.",
      severity: 'error',
      from: { path: '^src/lib/forms/' },
      to: { path: '^src/lib/reports/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-code-has-no-ui-framework',
      comment:
        'src/lib and src/config run in the server and the build too, so they use no React, Gatsby, MUI or emotion; a module that needs them belongs beside its components.',
      severity: 'error',
      from: { path: shared, pathNot: unitTest },
      to: { path: '(^|/)node_modules/(react|react-dom|gatsby[^/]*|@mui/[^/]+|@emotion/[^/]+)/' },
    },
    {
      name: 'build-code-never-imports-the-ui',
      comment:
        'gatsby/ runs in Node at build time: it shares code with the site through src/lib and src/config, not through components.',
      severity: 'error',
      from: { path: '^gatsby/', pathNot: unitTest },
      to: { path: '^src/(components|pages|templates|theme|runtime)/' },
    },
    {
      name: 'nothing-imports-the-browser-tests',
      severity: 'error',
      from: { pathNot: '^e2e/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'only-tests-and-dev-tools-use-the-test-kit',
      severity: 'error',
      from: { pathNot: `${tests}|${unitTest}|^scripts/(screenshots|build-if-stale)\\.ts$|^playwright\\.config\\.ts$` },
      to: { path: '^testing/' },
    },
    {
      name: 'only-the-runtime-touches-emotion-internals-and-react-dom',
      comment: 'Islands, hydration and the emotion cache patches rely on these; they stay in src/runtime.',
      severity: 'error',
      from: { pathNot: '^src/runtime/' },
      to: { path: '(^|/)node_modules/(@emotion/(cache|server|utils|serialize|sheet)/|react-dom/(client|server))' },
    },
    {
      name: 'the-runtime-is-used-through-its-api',
      comment: 'Pages and components import src/runtime (index.ts); only the Gatsby entry files and e2e reach further.',
      severity: 'error',
      from: { pathNot: '^src/runtime/|^gatsby-(browser|ssr)\\.tsx$|^e2e/|/__tests__/' },
      to: { path: '^src/runtime/(?!index\\.ts$)' },
    },
    {
      name: 'no-import-circles',
      comment: 'A module that reaches itself again, also through a lazy import(), is read in no single order.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-imports',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages stay in the graph, unfollowed, so the rules on React, MUI and emotion see imports of them.
    exclude: { path: '^(public|\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.json'] },
  },
};
