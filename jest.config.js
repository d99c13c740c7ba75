// Jest as in Gatsby's unit-testing guide, with the TypeScript preset and Testing Library.
/** @type {import('jest').Config} */
module.exports = {
  transform: {
    "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    "\\.module\\.css$": "<rootDir>/__mocks__/css-module-mock.js",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    // Font packages resolve to a CSS file even when imported without an extension.
    "^@fontsource/.+$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|avif|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga|pdf)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["**/__tests__/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>.*/public",
    "<rootDir>/e2e/",
    "<rootDir>/stub-api/",
    "<rootDir>/webhook/",
    "<rootDir>/bench/",
  ],
  // Build output holds copies of the sources; keep them out of the module map.
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/"],
  // Gatsby and react-leaflet ship untranspiled ES modules.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|react-leaflet|@react-leaflet|supercluster|kdbush)/)",
  ],
  globals: {
    __PATH_PREFIX__: "",
  },
  // A test fails on what it asserts, not on the machine's speed: jest's default of 5 s per test
  // is reached by a plain component test on a busy two-core machine. Five minutes only a hang
  // reaches (a deadline a test is about uses fake timers).
  testTimeout: 300_000,
  testEnvironment: "jsdom",
  testEnvironmentOptions: {
    url: "http://localhost",
  },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
