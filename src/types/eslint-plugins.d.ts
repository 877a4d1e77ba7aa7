// eslint-plugin-jsx-a11y ships no types; its flat configs are plain objects.
declare module "eslint-plugin-jsx-a11y";
