/** A stylesheet imported as its text (wrangler.jsonc's `rules`: the design tokens, src/styles/tokens.css). */
declare module "*.css" {
  const text: string;
  export default text;
}
