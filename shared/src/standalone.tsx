// Standalone preview of one remote (its own `vite` dev server or `vite preview`): the area with
// the global styles and the toaster, without the shell.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './routing';
import { GlobalStyle, Toaster } from './index';

export function renderStandalone(Area: ComponentType) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <GlobalStyle />
        <Area />
        <Toaster />
      </BrowserRouter>
    </StrictMode>,
  );
}
