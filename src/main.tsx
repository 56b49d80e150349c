import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startShareSync } from './state/share-sync';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/ErrorBoundary';
import './ui/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
startShareSync(); // before the first render, so the engine loads the link's dataset first
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary name="app">
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
