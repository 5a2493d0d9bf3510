import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { ApiError, apiWrite, type FieldErrors, type Written } from '../lib/api';

/**
 * The form and write behind one sign-in page (sign in, forgot password, set a password): the text
 * fields' values (`field(name)` binds an input), their field errors beside the fields until that
 * field is edited, and the server's answer as `result`.
 */
export function useAuthWrite<V extends Record<string, string>>(path: string, initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useMutation({ mutationFn: (body: Record<string, unknown>) => apiWrite(path, body) });
  /** Sends the fields plus `extra` (what is not typed: a checkbox, the link's token). */
  const send = (extra: Record<string, unknown> = {}, onSuccess?: (written: Written<unknown>) => void) => {
    setErrors({});
    write.mutate(
      { ...values, ...extra },
      {
        onSuccess,
        onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors : {}),
      },
    );
  };
  const field = (name: keyof V & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
  });
  const result = write.isSuccess
    ? { ok: true, text: write.data.message }
    : write.isError
      ? { ok: false, text: write.error.message }
      : null;
  return { send, field, busy: write.isPending, result, errors };
}

export type AuthResult = ReturnType<typeof useAuthWrite>['result'];
