// Starts Swagger UI on the docs page (api/docs.py). A file of its own, not an inline script, so
// the page's CSP allows scripts from this origin only. The spec URL and the settings come from
// the page's data-config attribute (made by the server from OPENAPI_SWAGGER_UI_CONFIG).
"use strict";
window.addEventListener("load", function () {
  var root = document.getElementById("swagger-ui");
  var config = JSON.parse(root.getAttribute("data-config"));
  config.dom_id = "#swagger-ui";
  window.ui = window.SwaggerUIBundle(config);
});
