import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFiles, fixtureSlug, writeFolder } from '#tests/fixtures/procedure-folders.ts';
import { render } from '#tests/render.tsx';
import { validatorsFor } from '../../../scripts/procedures/generated-files.ts';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { loadCatalogue, SCHEMAS_DIR } from '../node/load-catalogue.ts';
import { runtime } from '../validation/standalone-runtime.ts';
import { ProcedureForm } from './procedure-form.tsx';
import { validatorFrom } from './validators.ts';

// The page side of a new folder: a folder nobody has seen before renders as a form with its precompiled
// validator, exactly as the site would draw it (the API and receipt side: procedures-new-folders.test.ts).
const root = mkdtempSync(path.join(tmpdir(), 'tramites-pagina-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const slug = fixtureSlug('pagina');
writeFolder(root, slug, fixtureFiles('Vado de prueba'));

describe('a new procedure folder', () => {
  it('renders its form: title, sectioned fields, document slot, legal text, signature box', async () => {
    const procedure = findProcedure(loadCatalogue(root, SCHEMAS_DIR), slug);
    if (!procedure) throw new Error('the fixture folder is not in the catalogue');
    // The generated module's body, run with the engine's runtime (what its one import would give it).
    const body = validatorsFor(procedure)
      .replace(/^import .*$/m, '')
      .replace('export default exports;', '');
    const functions = new Function('runtime', `${body}\nreturn exports;`)(runtime) as ValidatorFunctions;
    render(<ProcedureForm procedure={procedure} validator={validatorFrom(procedure, functions)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solicitud de vado de prueba');
    expect(screen.getByRole('group', { name: 'Datos' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Dirección del garaje/ })).toHaveAttribute(
      'placeholder',
      'Calle y número',
    );
    expect(screen.getByText(/Plano de la entrada/)).toBeInTheDocument();
    expect(screen.getByText('El uso se rige por la ordenanza municipal.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Firmo la solicitud.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
  });
});
