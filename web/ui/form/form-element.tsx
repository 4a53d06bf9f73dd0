// The <form> of every kit form (`form.Form` inside `form.AppForm`): the browser's own checks off
// (the shared schema checks), the server's old messages cleared before a new submit (they would
// block it), and the first field with a message focused once the submit is refused.
import { useRef, type ReactNode, type RefObject } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';
import { useFormContext } from './form-context';
import { clearServerErrors } from './server-field-errors';

/** A kit form's element; `ref` when the caller needs the element too. */
export function Form({
  className,
  children,
  ref,
}: {
  className?: string;
  children: ReactNode;
  ref?: RefObject<HTMLFormElement | null>;
}) {
  const form = useFormContext();
  const own = useRef<HTMLFormElement>(null);
  const element = ref ?? own;
  const submit = async () => {
    clearServerErrors(form);
    await form.handleSubmit();
    focusFirstInvalid(element.current);
  };
  return (
    <form
      ref={element}
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void submit();
      }}
    >
      {children}
    </form>
  );
}
