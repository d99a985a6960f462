import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { admittedRoles } from './auth/access.rules.js';
import { RequireLogin } from './auth/guards.js';
import { AppLayout } from './layout/AppLayout.js';
import { ToastHost } from './notify/ToastHost.js';
import { AreaPage } from './pages/AreaPage.js';
import { ChangePasswordPage } from './pages/public/ChangePasswordPage.js';
import { ForgotPasswordPage } from './pages/public/ForgotPasswordPage.js';
import { LoginPage } from './pages/public/LoginPage.js';
import { LogoutPage } from './pages/public/LogoutPage.js';
import { PrivacyPolicyPage } from './pages/public/PrivacyPolicyPage.js';
import { SmsVerificationPage } from './pages/public/SmsVerificationPage.js';
import { protectedScreens } from './pages/screens.js';

/** The drivers' app: its own route tree, loaded only on the drivers' pages. */
const DriverApp = lazy(() => import('./driver/DriverApp.js').then((m) => ({ default: m.DriverApp })));

const areaPaths = [
  '/daily-plan/*',
  '/task-management',
  '/data-management/*',
  '/territory',
  '/territory-planning/*',
  '/tracking/*',
  '/reporting/*',
  '/user-management/*',
];

function Loading() {
  return <div className="page-loading" aria-busy="true" />;
}

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/auth-recoverpw" element={<ForgotPasswordPage />} />
          <Route path="/change-password" element={<ChangePasswordPage />} />
          <Route path="/sms-verification" element={<SmsVerificationPage />} />
          <Route path="/legal/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="/driver/*" element={<DriverApp />} />
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          <Route
            element={
              <RequireLogin roles={admittedRoles}>
                <AppLayout />
              </RequireLogin>
            }
          >
            {protectedScreens.map(({ path, Page, roles }) => (
              <Route
                key={path}
                path={path}
                element={
                  roles ? (
                    <RequireLogin roles={roles}>
                      <Page />
                    </RequireLogin>
                  ) : (
                    <Page />
                  )
                }
              />
            ))}
            {areaPaths.map((path) => (
              <Route key={path} path={path} element={<AreaPage />} />
            ))}
          </Route>
          <Route path="*" element={<Navigate to="/login" replace />} />
        </Routes>
      </Suspense>
      <ToastHost />
    </BrowserRouter>
  );
}
