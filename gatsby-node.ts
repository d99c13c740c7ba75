// Each Gatsby Node API lives in its own module under src/node/.
export { onPreInit } from "./src/node/required-settings";
export { onPreBootstrap } from "./src/node/on-pre-bootstrap";
export { createSchemaCustomization } from "./src/node/create-schema-customization";
export { createResolvers } from "./src/node/create-resolvers";
export { sourceNodes } from "./src/node/source-nodes";
export { onCreateNode, shouldOnCreateNode } from "./src/node/on-create-node";
export { createPages } from "./src/node/create-pages";
export { onCreatePage } from "./src/node/on-create-page";
export { onPostBuild } from "./src/node/on-post-build";
export { onCreateWebpackConfig } from "./src/node/on-create-webpack-config";
