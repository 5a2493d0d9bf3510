/** What api-docs offers the app: the document's plugin and routes (decision 287). */
export { apiDocsRoutes, registerApiDocs, tagFeatureRoutes } from './api-docs';
