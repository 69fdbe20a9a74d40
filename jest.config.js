// Gatsby's documented Jest setup with two fixes: TypeScript through babel-preset-gatsby and
// @babel/preset-typescript (jest-preprocess.js), and without the documented gatsby-*-utils
// moduleNameMapper lines, which break on Jest 29 and 30.
module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
    "@react-email/render/.+\\.cjs$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/__tests__/fixtures",
    "<rootDir>/__tests__/helpers",
    "<rootDir>/__tests__/browser",
  ],
  // Some server dependencies (content-disposition, cookie) ship ES modules only, often nested in
  // another package's node_modules; Babel turns them into CommonJS for Jest on Node 20.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|content-disposition|cookie|@react-email/render)/)(?!.*node_modules/(content-disposition|cookie)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
