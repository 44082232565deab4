export * from './core';
export * from './identity';
export * from './login';
export { FIELD_MESSAGES } from './fieldMessages';
export { VALIDATION_MESSAGES } from './messages';
export * from './password';
