import { Button, Container } from '@mantine/core';
import type { UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { type ReactNode, useMemo, useState } from 'react';
import type { within } from 'storybook/test';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { catalogue } from '../catalogue/web-catalogue.ts';
import type { Procedure, Schema } from '../procedure.ts';
import { AJV_OPTIONS, extendAjv } from '../validation/ajv.ts';
import { createLocalizer } from '../validation/messages.ts';
import { EMPTY_FILES, type FilesApi, FilesProvider, type FilesState } from './form-files.tsx';
import { FORM_PROPS } from './form-parts.ts';
import { RjsfForm } from './rjsf-form.ts';

/** A procedure of the site's catalogue for a story: a slug the catalogue lacks fails the story at once. */
export function storyProcedure(slug: string): Procedure {
  const procedure = findProcedure(catalogue, slug);
  if (!procedure)
    throw new Error(`No existe el trámite «${slug}»: npm run check:procedures explica por qué.`);
  return procedure;
}

/** What the play function of a story about one procedure, named by its `slug` arg, receives. */
export interface ProcedurePlayContext {
  canvas: ReturnType<typeof within>;
  args: { slug: string };
}

/**
 * WidgetStory's args for one field `name` of `procedure`, with its schema, drawn by `widget` with `options`
 * (`required`: the form refuses it empty).
 */
export function oneFieldArgs(
  procedure: Procedure,
  name: string,
  field: object,
  ui: { widget: string; options?: Record<string, unknown>; required?: boolean },
) {
  return {
    procedure,
    schema: { type: 'object', properties: { [name]: field }, ...(ui.required ? { required: [name] } : {}) },
    uiSchema: { [name]: { 'ui:widget': ui.widget, 'ui:options': ui.options ?? {} } },
  } as const;
}

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
