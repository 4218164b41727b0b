// Markdown under content/ is compiled at build time by build/content-plugin.ts.
declare module "*.md" {
  const document: import("../../build/content-plugin.ts").ContentDocument;
  export default document;
}
