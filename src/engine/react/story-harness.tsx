import { Button, Container } from '@mantine/core';
import type { UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { type ReactNode, useMemo, useState } from 'react';
import type { Procedure, Schema } from '../procedure.ts';
import { AJV_OPTIONS, extendAjv } from '../validation/ajv.ts';
import { createLocalizer } from '../validation/messages.ts';
import { EMPTY_FILES, type FilesApi, FilesProvider, type FilesState } from './form-files.tsx';
import { FORM_PROPS } from './form-parts.ts';
import { RjsfForm } from './rjsf-form.ts';

/** A files context with real state, as ProcedureForm gives its widgets (stories only). */
export function StoryFiles({
  children,
  documentErrors = {},
}: {
  children: ReactNode;
  documentErrors?: FilesApi['documentErrors'];
}) {
  const [files, setFiles] = useState<FilesState>(EMPTY_FILES);
  const api = useMemo(
    () => ({
      files,
      setFiles: (update: (current: FilesState) => FilesState) => setFiles(update),
      disabled: false,
      documentErrors,
    }),
    [files, documentErrors],
  );
  return <FilesProvider value={api}>{children}</FilesProvider>;
}

/**
 * One widget or template of the engine in a small RJSF form of its own: our widgets, templates and Spanish
 * messages, with `procedure` as the form context (its legal texts), but none of its document slots. Stories
 * validate with runtime ajv; the site itself only uses the precompiled validators.
 */
export function WidgetStory({
  schema,
  uiSchema,
  procedure,
}: {
  schema: Schema;
  uiSchema: UiSchema;
  procedure: Procedure;
}) {
  const validator = useMemo(
    () =>
      customizeValidator(
        { ajvOptionsOverrides: AJV_OPTIONS, ajvFormatOptions: false, extenderFn: extendAjv },
        createLocalizer(schema),
      ),
    [schema],
  );
  const formContext = useMemo(() => ({ procedure: { ...procedure, documentos: [] } }), [procedure]);
  return (
    <Container size="sm" py="lg">
      <StoryFiles>
        <RjsfForm
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          {...FORM_PROPS}
          formContext={formContext}
        >
          <Button type="submit" mt="md">
            Comprobar
          </Button>
        </RjsfForm>
      </StoryFiles>
    </Container>
  );
}
