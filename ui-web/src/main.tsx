import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createContainer, resolveServices } from './composition/container.js';
import { ServicesProvider } from './composition/services-context.js';
import { initI18n } from './i18n/index.js';
import './styles/theme.css';

const services = resolveServices(createContainer());

void initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <App />
      </ServicesProvider>
    </StrictMode>,
  );
});
