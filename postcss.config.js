// Panda CSS runs as a PostCSS plugin inside Vite's build.
export default { plugins: { '@pandacss/dev/postcss': {} } };
