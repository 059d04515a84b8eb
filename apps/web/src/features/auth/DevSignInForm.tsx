import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { DevSignInRequestSchema } from '@viva/contracts';
import { useAuth } from './useAuth.ts';

/** The development sign-in of the embedded default; the server offers it only outside production. */
/** `defaultEmail`: the address an interview link was sent to, when the login page knows it. */
export function DevSignInForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { signInWithDevelopmentAccount } = useAuth();
  const [email, setEmail] = useState(defaultEmail);
  const [fullName, setFullName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; full_name?: string }>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = DevSignInRequestSchema.safeParse({
      email,
      full_name: fullName.trim() === '' ? undefined : fullName,
    });
    if (!parsed.success) {
      const errors: { email?: string; full_name?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'full_name' ? 'full_name' : 'email';
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setIsSubmitting(true);
    try {
      await signInWithDevelopmentAccount(parsed.data);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="dev-sign-in-title">
      <Typography id="dev-sign-in-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Development sign-in
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        No identity provider is configured on this server, so any email address signs in.
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email !== undefined}
          helperText={fieldErrors.email}
        />
        <TextField
          label="Full name"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          error={fieldErrors.full_name !== undefined}
          helperText={fieldErrors.full_name}
        />
        <Button type="submit" variant="outlined" disabled={isSubmitting}>
          Sign in
        </Button>
      </Stack>
    </Box>
  );
}
