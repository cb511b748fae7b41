import { useMemo } from 'react';
import { useContractForm } from '@tessera/forms/form';
import { z } from '@tessera/forms/zod';
import { isWeakPassword } from './password-rules.ts';

interface NewPasswordTexts {
  required: string;
  weak: string;
  differ: string;
}

/**
 * The form of a page that sets a new password: `password` (the contract's rule, not weak, not the email's
 * name) and `password_repeat` (the same again).
 */
export function useNewPasswordForm(rule: z.ZodType<string, string>, { required, weak, differ }: NewPasswordTexts, email = '') {
  const schema = useMemo(
    () =>
      z
        .object({
          password: z
            .string()
            .min(1)
            .pipe(rule)
            .refine((p) => !isWeakPassword(p, email), weak),
          password_repeat: z.string().min(1),
        })
        .superRefine((v, ctx) => {
          if (v.password_repeat !== '' && v.password !== v.password_repeat)
            ctx.addIssue({ code: 'custom', path: ['password_repeat'], message: differ });
        }),
    [rule, weak, differ, email],
  );
  const messages = useMemo(() => ({ password: { required }, password_repeat: { required } }), [required]);
  return useContractForm({ schema, messages, defaultValues: { password: '', password_repeat: '' } });
}
