// The church and admin screens' built files (assets/...), listed by vite.config.ts for web/sw.ts.
declare module 'virtual:staff-assets' {
  const files: string[];
  export default files;
}
