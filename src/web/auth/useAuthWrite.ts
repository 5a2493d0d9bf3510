import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiWrite, type FieldErrors, type Written } from '../lib/api';

/**
 * The write behind one sign-in page (sign in, forgot password, set a password): its field errors
 * beside the fields until that field is edited, and the server's answer as `result`.
 */
export function useAuthWrite<TBody>(path: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useMutation({ mutationFn: (body: TBody) => apiWrite(path, body) });
  const send = (body: TBody, onSuccess?: (written: Written<unknown>) => void) => {
    setErrors({});
    write.mutate(body, {
      onSuccess,
      onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors : {}),
    });
  };
  const result = write.isSuccess
    ? { ok: true, text: write.data.message }
    : write.isError
      ? { ok: false, text: write.error.message }
      : null;
  const clearError = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  return { send, busy: write.isPending, result, errors, clearError };
}
