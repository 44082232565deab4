export * from './core';
export * from './identity';
export * from './login';
export { VALIDATION_MESSAGES } from './messages';
export * from './password';
