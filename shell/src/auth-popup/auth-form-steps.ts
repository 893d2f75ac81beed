// The popup's steps with forms, in a chunk of their own: the form library and the address fields load when
// the popup opens, not with every page.
export { ForgotPasswordStep } from './forgot-password-step';
export { LoginStep } from './login-step';
export { RegisterStep } from './register-step';
export { SecondFactorStep } from './second-factor-step';
