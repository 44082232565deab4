// The messages of the rules every form uses (required, a maximum length): a module of their own,
// so the login page carries these two and not every form's texts (messages.ts; ADR 0022).
export const FIELD_MESSAGES = {
  required: 'Error: Required.',
  maxLength: (max: number) => `Error: Must be ${max} characters or fewer.`, // ours
} as const;
