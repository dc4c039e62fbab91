/** The release test (npm run test:release): slow, so apart from the unit tests. */
const unit = require('./jest.config');

module.exports = { ...unit, testMatch: ['<rootDir>/scripts/release/__tests__/*.integration.ts'], testTimeout: 120_000 };
