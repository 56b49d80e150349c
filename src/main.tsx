import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMainView } from './state/app-engine';
import { LiveProvider } from './state/live-context';
import { ExplorerProvider } from './state/view-context';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/ErrorBoundary';
import './ui/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const main = createMainView(); // before the first render, so the engine loads the link's dataset first
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary name="app">
      <ExplorerProvider view={main}>
        <LiveProvider live={main.live}>
          <App />
        </LiveProvider>
      </ExplorerProvider>
    </ErrorBoundary>
  </StrictMode>,
);
