import fc from 'fast-check';
import { REDACTED, actionSanitizer, stateSanitizer } from '../../../src/app/devtoolsSanitizers';

describe('DevTools sanitizers', () => {
  it('redacts redux-form changes of password, code and national-id fields', () => {
    for (const field of ['password', 'confirmPassword', 'securityCode', 'ssn', 'identity.ssnLast4']) {
      const action = { type: '@@redux-form/CHANGE', meta: { form: 'login', field }, payload: 'Secret-123' };
      expect(actionSanitizer(action).payload).toBe(REDACTED);
    }
  });

  it('leaves other redux-form changes readable', () => {
    const action = { type: '@@redux-form/CHANGE', meta: { form: 'login', field: 'username' }, payload: 'demo.plain' };
    expect(actionSanitizer(action)).toEqual(action);
  });

  it('redacts sensitive keys anywhere inside a payload', () => {
    const action = { type: 'auth/x', payload: { username: 'u', nested: [{ password: 'p', otp: '123456' }] } };
    expect(actionSanitizer(action).payload).toEqual({ username: 'u', nested: [{ password: REDACTED, otp: REDACTED }] });
  });

  it('redacts a step-up challenge and its proof (a code or a passkey assertion), should one ever be in a payload', () => {
    const stepUp = { challenge: 'A'.repeat(86), proof: { kind: 'otp', code: '123456' } };
    const action = { type: 'x/y', payload: { body: { amount: '0.001', stepUp }, assertion: { signature: 'sig' } } };
    expect(actionSanitizer(action).payload).toEqual({ body: { amount: '0.001', stepUp: { challenge: REDACTED, proof: REDACTED } }, assertion: REDACTED });
  });

  it('redacts redux-form values in exported state', () => {
    const state = { form: { login: { values: { username: 'demo.plain', password: 'Demo!Pass-2026' } } }, other: { codeTwo: 'US' } };
    const out = stateSanitizer(state);
    expect(out.form.login.values).toEqual({ username: 'demo.plain', password: REDACTED });
    expect(out.other.codeTwo).toBe('US');
    expect(state.form.login.values.password).toBe('Demo!Pass-2026'); // the real state is untouched
  });

  it('never lets a secret value through, whatever the payload shape', () => {
    const secret = 'S3cret-Value-9';
    fc.assert(
      fc.property(fc.constantFrom('password', 'securityCode', 'newPassword', 'ssn'), fc.array(fc.string(), { maxLength: 3 }), (key, path) => {
        let payload: Record<string, unknown> = { [key]: secret };
        for (const p of path) payload = { [`k${p}`]: payload };
        expect(JSON.stringify(actionSanitizer({ type: 't', payload }))).not.toContain(secret);
      }),
    );
  });
});
