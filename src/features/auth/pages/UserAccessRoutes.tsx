// The user-access sub-flow (spec part 1 §2: identity, push, passkey (issue 26), identity/select-phone, registration, and
// the steps around them). A chunk of its own, loaded on the way: redux-form comes with it.
import { Navigate, Route, Routes } from 'react-router-dom';
import '../userAccessSagas'; // starts the pipelines these pages drive
import { AUTH_ROUTES } from '../flows';
import { CodeEntryPage } from './CodeEntryPage';
import { IdentitySearchPage } from './IdentitySearchPage';
import { LoginWithSmsPage } from './LoginWithSmsPage';
import { NewPasswordPage } from './NewPasswordPage';
import { PasskeyStepPage } from './PasskeyStepPage';
import { PushPage } from './PushPage';
import { RegistrationPage } from './RegistrationPage';
import { SelectPhonePage } from './SelectPhonePage';
import { UsernameFoundPage } from './UsernameFoundPage';

export default function UserAccessRoutes() {
  return (
    <Routes>
      <Route path="identity" element={<IdentitySearchPage />} />
      <Route path="identity/select-phone" element={<SelectPhonePage />} />
      <Route path="identity/code" element={<CodeEntryPage />} />
      <Route path="identity/username" element={<UsernameFoundPage />} />
      <Route path="identity/new-password" element={<NewPasswordPage />} />
      <Route path="registration" element={<RegistrationPage />} />
      <Route path="push" element={<PushPage />} />
      <Route path="passkey" element={<PasskeyStepPage />} />
      <Route path="login-with-sms" element={<LoginWithSmsPage />} />
      <Route path="*" element={<Navigate to={AUTH_ROUTES.login} replace />} />
    </Routes>
  );
}
