// The smallest React app: react-dom's client renderer and the JSX runtime drawing one heading.
// web.bench.ts bundles it like the app (Vite, production, minified) to show what any React app
// pays before its own code; the /jobs budget is judged against what the app adds on top.
import { createRoot } from 'react-dom/client';
import { jsx } from 'react/jsx-runtime';

const container = document.getElementById('root');
if (container) createRoot(container).render(jsx('h1', { children: 'Browse Positions' }));
