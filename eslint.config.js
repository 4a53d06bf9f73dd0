// Lint with type information: an unawaited promise is a lost write, so no-floating-promises is on.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// Features never import each other (STYLE.md, docs/decisions/0012): a piece two features need moves
// to web/lib or web/ui. One zone per feature folder, as bulletproof-react does: everything under
// web/features except the feature's own folder is off limits to it.
const FEATURES = readdirSync(path.join(import.meta.dirname, 'web', 'features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./web/features/${feature}`,
  from: './web/features',
  except: [`./${feature}`],
  message: 'Features never import each other: move the shared piece to web/lib or web/ui.',
}));

// Arrows point one way (docs/decisions/0041-module-layers.md). The web client's layers, lowest
// first: web/lib (API client, formats, session); web/ui and web/offline, which use it and never
// each other; web/features; web/app and web/routes, which compose them. The shared folders never
// import features or the app (bulletproof-react's second zone), and web/lib imports neither ui nor
// offline.
const SHARED_WEB = ['./web/lib', './web/ui', './web/offline'];
const webLayerZones = [
  ...SHARED_WEB.map((folder) => ({
    target: folder,
    from: ['./web/features', './web/app', './web/routes'],
    message: 'Shared folders never import features or the app: move the piece down to them.',
  })),
  {
    target: './web/lib',
    from: ['./web/ui', './web/offline'],
    message: 'web/lib is the lowest layer: move the piece that needs ui or offline up to them.',
  },
  {
    target: './web/ui',
    from: './web/offline',
    message: 'web/ui and web/offline are side by side: what both need belongs in web/lib.',
  },
  {
    target: './web/offline',
    from: './web/ui',
    message: 'web/ui and web/offline are side by side: what both need belongs in web/lib.',
  },
];

// The church's app has layers of its own, lowest first: its offline data (church/offline), the
// conflict resolver, a position's pieces, the review screens, then the screens built on them. A
// sub-folder imports only lower ones (and the church root's shared pieces); a piece a lower one
// needs belongs to it or to the root.
const CHURCH_LAYERS = [
  ['offline'],
  ['conflict'],
  ['position'],
  ['applications'],
  ['dashboard', 'post-job', 'profile'],
  ['edit-position'],
];
const churchZones = CHURCH_LAYERS.flatMap((layer, index) =>
  layer.flatMap((folder) =>
    CHURCH_LAYERS.slice(index)
      .flat()
      .filter((higher) => higher !== folder)
      .map((higher) => ({
        target: `./web/features/church/${folder}`,
        from: `./web/features/church/${higher}`,
        message: `church/${folder} sits below church/${higher}: move the piece down to it or to the church root.`,
      })),
  ),
);

// The server's layers: a route file (`*.routes.ts`, `*.route.ts`) is composed by server/app.ts
// (and by the test app under server/testing) and imported by nothing else, so what another module
// needs of it lives in a plain module; middleware is imported only by routes and the app; pages and
// middleware never reach into mail; positions never import admin (admin acts on positions).
const serverZones = [
  {
    target: './server/**/!(app).ts',
    from: ['./server/**/*.routes.ts', './server/**/*.route.ts'],
    message:
      'Only server/app.ts composes routes: move the piece others need out of the routes file.',
  },
  {
    target: ['./server/!(middleware)/**/!(*.routes|*.route).ts', './server/!(app).ts'],
    from: './server/middleware/**',
    message:
      'Only routes and the app use middleware: move the piece services need to its own module.',
  },
  {
    target: './server/middleware',
    from: [
      './server/account',
      './server/admin',
      './server/applications',
      './server/audit',
      './server/backup',
      './server/church',
      './server/files',
      './server/jobs',
      './server/mail',
      './server/pages',
      './server/positions',
      './server/privacy',
      './server/public-config',
      './server/uploads',
    ],
    message: 'Middleware never imports pages or features: they plug into it through a port.',
  },
  {
    target: './server/pages',
    from: './server/mail',
    message: 'Pages never import mail: what both need lives in server/http.',
  },
  {
    target: './server/positions',
    from: './server/admin',
    message: 'Admin acts on positions, never the other way: move the shared piece down.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-ssr/',
      'node_modules/',
      'data/',
      'coverage/',
      'test-results/',
      'styled-system/',
      'web/route-tree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'react',
                'react-dom',
                'koa',
                'mongodb',
                'better-sqlite3',
                'dexie',
                '**/server/**',
                '**/web/**',
              ],
              message: 'shared/ is pure TypeScript: no Node, React, database or app imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'web/ must not import server code.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...featureZones, ...churchZones, ...webLayerZones, ...serverZones],
        },
      ],
      // No two files import each other, however long the way round (type-only imports aside).
      'import-x/no-cycle': 'error',
    },
  },
  {
    // A test may assemble layers above the code it tests (the test app composes routes, a web/lib
    // test opens the offline databases), and nothing imports a test, so it can close no cycle.
    files: ['{web,server,shared}/**/*.test.{ts,tsx}', 'server/testing/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones },
      ],
      'import-x/no-cycle': 'off',
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'server/ must not import web code.' }] },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
