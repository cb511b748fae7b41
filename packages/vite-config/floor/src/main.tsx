// The floor the apps' first pages are measured against (scripts/measure-bundles.mjs): a bare React page
// with a react-router data router, built by Vite with the catalog's versions and nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([
  { path: '/', element: <h1>Floor</h1> },
  { path: '*', element: <h1>Not found</h1> },
]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
