import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { VERIFY_INTRO } from '#shared/sede/help-texts.ts';
import { ApiError } from '#web/api/client.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { cleanCode, type Verification, verifyReceipt } from './verification-api.ts';
import { VerificationResult } from './verification-result.tsx';

type State =
  | { kind: 'inicial' }
  | { kind: 'comprobando' }
  | { kind: 'valido'; result: Verification }
  | { kind: 'error'; message: string };

const CODE_LENGTH = 20;

/** /verificar: anyone holding a receipt checks it by its CSV (the receipt's link fills the code in). */
export default function VerificationPage() {
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState(() => params.get('csv') ?? '');
  // Each check asked for (from the receipt's link, or by the button): a new object runs the check again.
  const [query, setQuery] = useState<{ csv: string } | null>(() => {
    const csv = cleanCode(params.get('csv') ?? '');
    return csv.length === CODE_LENGTH ? { csv } : null;
  });
  const [state, setState] = useState<State>({ kind: 'inicial' });
  const [fieldError, setFieldError] = useState<string | null>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
    setState({ kind: 'comprobando' });
    verifyReceipt(query.csv).then(
      (result) => current && setState({ kind: 'valido', result }),
      (error: unknown) => {
        if (!current) return;
        const message =
          error instanceof ApiError
            ? error.mensaje
            : 'No se ha podido comprobar el código. Inténtalo de nuevo.';
        setState({ kind: 'error', message });
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const csv = cleanCode(code);
    if (csv.length !== CODE_LENGTH) {
      setFieldError(`El código tiene ${CODE_LENGTH} letras y números; revisa que lo has copiado entero.`);
      return;
    }
    setFieldError(null);
    // The code goes into the address too, so a check can be shared or reloaded.
    setParams({ csv }, { replace: true });
    setQuery({ csv });
  };

  return (
    <Page title={paths.verificar.title} size="md">
      <Stack>
        <Text>{VERIFY_INTRO}</Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end">
            <TextInput
              label="Código seguro de verificación (CSV)"
              description="20 letras y números, por ejemplo ABCDE-FGHJK-MNPQR-STUVW"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError}
              autoComplete="off"
              spellCheck={false}
              style={{ flex: 1, minWidth: 240 }}
            />
            <Button type="submit" loading={state.kind === 'comprobando'}>
              Verificar
            </Button>
          </Group>
        </form>
        <div aria-live="polite">
          {state.kind === 'comprobando' && (
            <Loader size="sm" role="status" aria-label="Comprobando el código" />
          )}
          {state.kind === 'valido' && <VerificationResult result={state.result} />}
          {state.kind === 'error' && (
            <Alert color="red" role="alert">
              <Text fw={700}>No se ha podido verificar</Text>
              <Text>{state.message}</Text>
            </Alert>
          )}
        </div>
      </Stack>
    </Page>
  );
}
