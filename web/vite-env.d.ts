// Types for Vite's import.meta.env and asset imports; tsconfig's `types` lists node only.
/// <reference types="vite/client" />
