/** What api-docs offers the app: the document's plugin and routes (decision 288). */
export { apiDocsRoutes, registerApiDocs, tagFeatureRoutes } from './api-docs';
