/**
 * The /api/docs page: Swagger UI (from @fastify/swagger-ui's copy of swagger-ui-dist) reading
 * /api/openapi.json, with no inline script (the app's CSP allows scripts from 'self' only) and a
 * stylesheet that darkens Swagger UI's light badges and greys to AA contrast (axe in e2e/api-docs.spec.ts).
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>NutriDesk API</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/static/docs.css">
</head>
<body>
<header class="docs-header">
<h1>NutriDesk API</h1>
<p>Every route of the app, its access class, its input and its answers. The same document as JSON: <a href="/api/openapi.json">/api/openapi.json</a>. Back to <a href="/dashboard">the app</a>.</p>
</header>
<main id="swagger-ui" aria-label="API operations"><p>Loading...</p></main>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/static/docs.js"></script>
</body>
</html>
`;

export const DOCS_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    validatorUrl: null,
    docExpansion: 'none',
    defaultModelsExpandDepth: -1,
    displayOperationId: false,
  });
});
`;

export const DOCS_STYLE = `body { margin: 0; font-family: system-ui, sans-serif; color: #1f2328; }
.docs-header { padding: 16px 20px 0; max-width: 1460px; margin: 0 auto; }
.docs-header h1 { margin: 0 0 8px; font-size: 28px; }
.docs-header a { color: #0b5cad; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1c5d99; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b6b45; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #176a5f; }
.swagger-ui .info .title small, .swagger-ui .info .title small.version-stamp { background: #4b5563; }
.swagger-ui .info .title small pre { color: #fff; }
.swagger-ui .opblock-tag small, .swagger-ui .opblock .opblock-summary-description,
.swagger-ui .parameter__in, .swagger-ui .parameter__type, .swagger-ui .prop-format,
.swagger-ui .response-col_links, .swagger-ui .model-title, .swagger-ui .model .property.primitive,
.swagger-ui .opblock-description-wrapper p, .swagger-ui table thead tr td, .swagger-ui table thead tr th { color: #1f2328; }
.swagger-ui .parameter__name.required span, .swagger-ui .parameter__name.required::after { color: #b3261e; }
.swagger-ui .btn.authorize { color: #1b6b45; border-color: #1b6b45; }
.swagger-ui .btn.authorize svg { fill: #1b6b45; }
.swagger-ui .btn.cancel { color: #b3261e; border-color: #b3261e; }
.swagger-ui .btn.execute { background-color: #1c5d99; border-color: #1c5d99; }
.swagger-ui .response-control-media-type__accept-message { color: #2e6b00; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #4b5563; }
.swagger-ui a.nostyle, .swagger-ui .info a { color: #0b5cad; }
`;
