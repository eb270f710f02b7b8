/** Vite's `?raw` imports (a file's text), as the tests use them. */
declare module '*?raw' {
  const text: string;
  export default text;
}
