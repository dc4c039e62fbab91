/** Unit tests: pure logic in src/lib, hooks and components in jsdom, the server through Fastify's inject. */
const babelTransform = ['babel-jest', { presets: ['babel-preset-gatsby', '@babel/preset-typescript'] }];

module.exports = {
  testMatch: ['<rootDir>/{src,server,gatsby,scripts,testing}/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.[jt]sx?$': babelTransform },
  testEnvironment: 'node',
  moduleNameMapper: {
    '\\.(css|woff2?)$': '<rootDir>/jest/fileStub.js',
    '^gatsby$': '<rootDir>/jest/gatsbyStub.tsx',
  },
  // ESM-only packages (Node's require(esm) is not available inside jest) are compiled; the rest is left alone.
  transformIgnorePatterns: [
    '/node_modules/(?!.*/node_modules/)(?!(gatsby|gatsby-script|gatsby-link|content-disposition|cookie)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/'],
  // A guard against a test that hangs, not a speed limit: the server tests wait up to 10 s for mails (eventually,
  // waitForMails), and 50 posts with their deliveries took longer than jest's default 5 s on a busy machine.
  testTimeout: 30_000,
  // Every core: jest's default keeps one free for itself, which on a 2-core machine means one worker (77 s here
  // against 51 s with two).
  maxWorkers: '100%',
};
