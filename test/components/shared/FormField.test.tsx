// The one form field (src/shared/ui/FormField.tsx, issue 24): the label names the control, the
// hint and the message describe it (hint first), aria-invalid follows the error, and ONE polite live
// region is in the page from the first render — empty, then holding the message — so a screen
// reader announces a message when it appears; two fields never share an id; axe finds nothing.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createRef, useState } from 'react';
import { FormField, FormFieldset, InputField } from '../../../src/shared/ui/FormField';

/** A field checked when it is left, as the sign-in form does. */
function Checked({ label, hint }: { label: string; hint?: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <InputField label={label} hint={hint} value={value} onChange={(event) => setValue(event.target.value)} onBlur={() => setError(value ? undefined : 'Error: Required.')} error={error} />
  );
}

const liveRegionOf = (control: HTMLElement) => {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const regions = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el?.getAttribute('aria-live') === 'polite');
  expect(regions).toHaveLength(1);
  return regions[0] as HTMLElement;
};

describe('FormField', () => {
  it('ties the label to the control (getByLabelText) and describes it by the hint, then the message', async () => {
    render(<Checked label="Security code" hint="The code has 6 digits." />);
    const code = screen.getByLabelText('Security code');
    expect(code).toBe(screen.getByRole('textbox', { name: 'Security code' }));
    expect(code).toHaveAccessibleDescription(expect.stringMatching(/^The code has 6 digits\.\s*$/)); // the empty message adds nothing
    await userEvent.click(code);
    await userEvent.tab();
    expect(code).toHaveAccessibleDescription('The code has 6 digits. Error: Required.');
    const [hintId, messageId] = (code.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(hintId ?? '')).toHaveTextContent('The code has 6 digits.');
    expect(document.getElementById(messageId ?? '')).toHaveTextContent('Error: Required.');
  });

  it('marks the control invalid only while there is an error', async () => {
    render(<Checked label="Username" />);
    const username = screen.getByLabelText('Username');
    expect(username).not.toHaveAttribute('aria-invalid');
    await userEvent.click(username);
    await userEvent.tab();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(username, 'demo.plain');
    await userEvent.tab();
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(username).toHaveAccessibleDescription('');
  });

  it('keeps one polite live region from the first render: empty, then the message, in the same element', async () => {
    render(<Checked label="Password" />);
    const password = screen.getByLabelText('Password');
    const region = liveRegionOf(password);
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(password);
    await userEvent.tab();
    expect(liveRegionOf(password)).toBe(region); // the same node: its new text is announced
    expect(region).toHaveTextContent('Error: Required.');
    await userEvent.type(password, 'x');
    await userEvent.tab();
    expect(liveRegionOf(password)).toBe(region);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows a note (no error) in the same region, the control valid; an error takes its place', () => {
    const { rerender } = render(<InputField label="Routing Number" note="Checking…" readOnly value="021000021" />);
    const routing = screen.getByLabelText('Routing Number');
    expect(routing).toHaveAccessibleDescription('Checking…');
    expect(routing).not.toHaveAttribute('aria-invalid');
    rerender(<InputField label="Routing Number" note="Checking…" error="Routing number is invalid." readOnly value="021000021" />);
    expect(routing).toHaveAccessibleDescription('Routing number is invalid.');
    expect(routing).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives two fields their own ids, and keeps an id it is given', () => {
    render(
      <>
        <Checked label="First Name" hint="As on your passport." />
        <Checked label="Last Name" hint="As on your passport." />
        <InputField id="identity-zip" label="ZIP code" />
      </>,
    );
    const first = screen.getByLabelText('First Name');
    const last = screen.getByLabelText('Last Name');
    expect(first.id).not.toBe(last.id);
    expect(first.getAttribute('aria-describedby')).not.toBe(last.getAttribute('aria-describedby'));
    const ids = Array.from(document.querySelectorAll('[id]')).map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('id', 'identity-zip');
  });

  it('reads more descriptions between the hint and the message, and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <p id="rules">At least 8 characters.</p>
        <InputField ref={ref} label="New Password" hint="Choose one you do not use elsewhere." describedBy="rules" error="Error: Required." />
      </>,
    );
    const password = screen.getByLabelText('New Password');
    expect(ref.current).toBe(password);
    expect(password).toHaveAccessibleDescription('Choose one you do not use elsewhere. At least 8 characters. Error: Required.');
  });

  it('renders the control it is given (a select) with the ids it must carry', () => {
    render(
      <FormField label="Asset" error="Error: Required.">
        {(control) => (
          <select {...control} className="form-control">
            <option value="">Choose an asset</option>
          </select>
        )}
      </FormField>,
    );
    const asset = screen.getByRole('combobox', { name: 'Asset' });
    expect(asset).toHaveAttribute('aria-invalid', 'true');
    expect(asset).toHaveAccessibleDescription('Error: Required.');
  });

  it('FormFieldset: a group named by its legend, described by its message', () => {
    render(
      <FormFieldset label="Response" error="Error: Required.">
        <label>
          <input type="radio" name="response" /> Approve
        </label>
      </FormFieldset>,
    );
    const group = screen.getByRole('group', { name: 'Response' });
    expect(group).toHaveAccessibleDescription('Error: Required.');
    expect(screen.getByRole('radio', { name: 'Approve' })).toBeInTheDocument();
  });

  it('axe finds no violation in fields with and without a message', async () => {
    const { container } = render(
      <form aria-label="Sign in">
        <Checked label="Username" hint="6 to 15 characters." />
        <InputField label="Password" type="password" error="Error: Required." />
        <FormField label="Asset" note="Checking…">
          {(control) => (
            <select {...control} className="form-control">
              <option value="BTC">BTC</option>
            </select>
          )}
        </FormField>
        <FormFieldset label="Response">
          <label>
            <input type="radio" name="response" /> Approve
          </label>
        </FormFieldset>
      </form>,
    );
    // Colour contrast needs a layout jsdom does not have; the e2e scans check it in Chromium.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
