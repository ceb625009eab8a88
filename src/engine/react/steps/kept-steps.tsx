import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { Activity, useMemo, useRef, useState } from 'react';
import type { Procedure } from '../../procedure.ts';
import type { Step } from '../../steps/steps.ts';
import type { procedureErrors } from '../transform-errors.ts';
import type { ProcedureValidator } from '../validators.ts';
import { StepForm, type StepFormHandlers, useStableHandlers } from './step-form.tsx';
import { stepSchema } from './step-schema.ts';
import type { Data } from './use-step-answers.ts';
import { useStepSchema } from './use-step-schema.ts';

/** `all` with the answers of one step's fields (`campos`) as its form has them; a field it emptied is removed. */
export function withStepAnswers(all: Data, formData: Data, campos: readonly string[]): Data {
  const next = { ...all };
  for (const name of campos) {
    if (name in formData) next[name] = formData[name];
    else delete next[name];
  }
  return next;
}

/**
 * The data steps drawn so far (for this `version` of the answers) whose form can be kept while another step is
 * shown: those with a schema of their own fields (`stepSchema`), which answer for nothing outside them. Coming
 * back to one shows its form as it was instead of building a hundred fields again (the census persons).
 */
export function useKeptSteps(procedure: Procedure, steps: readonly Step[], index: number, version: number) {
  const keepable = useMemo(
    () => steps.map((step) => stepSchema(procedure.schema, step.campos) !== undefined),
    [procedure, steps],
  );
  const [kept, setKept] = useState({ version, indices: [] as number[] });
  const current = kept.version === version ? kept.indices : [];
  if (!keepable[index] || current.includes(index)) return current;
  const indices = [...current, index].sort((a, b) => a - b);
  // Derived while rendering: React redraws this component at once with it, before anything is painted.
  setKept({ version, indices });
  return indices;
}

interface KeptStepsProps {
  procedure: Procedure;
  validator: ProcedureValidator;
  prepared: UiSchema;
  steps: readonly Step[];
  /** Indices of the kept steps (`useKeptSteps`) and the one shown. */
  kept: readonly number[];
  index: number;
  /** The answers when a kept step is first drawn; afterwards its form holds its own fields. */
  data: Data;
  transformErrors: ReturnType<typeof procedureErrors>;
  extraErrors: ErrorSchema | undefined;
  changing: boolean;
  consentName: string;
  /** What a step's form reports, with the step it comes from. */
  onChange: (index: number, formData: Data) => void;
  onSubmit: (index: number, formData: Data) => void;
}

/**
 * The kept steps, each in an `<Activity>`: the one shown is visible, the others stay mounted but hidden (not
 * drawn, not in the accessibility tree, their effects stopped), and a change of step between them only swaps
 * which one shows.
 */
export function KeptSteps({ kept, index, extraErrors, changing, ...shared }: KeptStepsProps) {
  return kept.map((at) => (
    <Activity key={at} mode={at === index ? 'visible' : 'hidden'}>
      <KeptStep
        {...shared}
        at={at}
        extraErrors={at === index ? extraErrors : undefined}
        changing={at === index && changing}
      />
    </Activity>
  ));
}

function KeptStep({
  procedure,
  validator,
  prepared,
  steps,
  at,
  data,
  transformErrors,
  extraErrors,
  changing,
  consentName,
  onChange,
  onSubmit,
}: Omit<KeptStepsProps, 'kept' | 'index'> & { at: number }) {
  const drawn = useStepSchema({
    procedure,
    validator,
    prepared,
    step: steps[at],
    review: false,
    lastDataStep: at === steps.length - 1,
    consentName,
  });
  // The answers as the form last reported them (at first, those of the step's first drawing), handed back on each
  // redraw: RJSF rebuilds its state from this prop whenever any prop changes (new errors after 'Continuar'), so
  // the first drawing's answers would erase what was typed since. Not the stepped form's `data`, which is a new
  // object on each change of step and would make RJSF rebuild the form.
  const answers = useRef(data);
  const handlers: StepFormHandlers = useStableHandlers({
    onChange: (formData) => {
      answers.current = formData;
      onChange(at, formData);
    },
    onSubmit: (formData) => onSubmit(at, formData),
    onError: () => {},
  });
  return (
    <StepForm
      schema={drawn.schema}
      uiSchema={drawn.uiSchema}
      validator={drawn.validator}
      formContext={drawn.formContext}
      formData={answers.current}
      transformErrors={transformErrors}
      review={false}
      extraErrors={extraErrors}
      handlers={handlers}
      state="inicial"
      consent={false}
      consentAlert={null}
      progress={null}
      changing={changing}
    />
  );
}
