// @vitest-environment happy-dom
// The kit wires each field once: its label, hint and messages, tied to the control by id and
// aria-describedby; the schema's messages after a submit, and the server's until the field changes.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { useAppForm } from './form-kit';
import { showServerFieldErrors } from './server-field-errors';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const schema = v.object({
  email: v.pipe(v.string(), v.email('Valid email is required')),
  about: v.string(),
});

let form: ReturnType<typeof useTestForm> | undefined;

function useTestForm() {
  return useAppForm({
    defaultValues: { email: '', about: '' },
    validators: { onSubmit: schema },
  });
}

function TestForm() {
  form = useTestForm();
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" hint="We never share it." />}
        </form.AppField>
        <form.AppField name="about">
          {(field) => <field.TextareaField label="About" rows={3} />}
        </form.AppField>
        <form.SubmitButton label="Save" pendingLabel="Saving..." />
      </form.Form>
    </form.AppForm>
  );
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<TestForm />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  form = undefined;
});

const email = () => container.querySelector<HTMLInputElement>('input[name=email]')!;
const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

/** Types like a person: React only sees a value set through the prototype's setter. */
function type(input: HTMLInputElement, value: string) {
  act(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the input as this
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the form kit', () => {
  it('labels each control and describes it with its hint', () => {
    const label = container.querySelector(`label[for="${email().id}"]`);
    expect(label?.textContent).toBe('Email');
    expect(email().type).toBe('email');
    expect(describedBy(email())).toEqual(['We never share it.']);
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(container.querySelector('textarea[name=about]')?.getAttribute('rows')).toBe('3');
  });

  it("shows the schema's message after a submit, tied to the control", async () => {
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
      await Promise.resolve();
    });
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email())).toEqual(['We never share it.', 'Valid email is required']);
  });

  it("shows the server's message until the field is changed", () => {
    const body = { message: 'Invalid', errors: { email: ['This address is taken'] } };
    act(() => {
      showServerFieldErrors(form!, new ApiError(400, JSON.stringify(body), body));
    });
    expect(container.querySelector('[role=alert]')?.textContent).toBe('This address is taken');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    type(email(), 'ada@church.test');
    expect(container.querySelector('[role=alert]')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });
});
