/**
 * The answers of a form with steps, kept in this tab's sessionStorage so a reload on `?paso=3` finds them
 * (files cannot be kept there: a reload loses them, the saved draft does not). Cleared on submission.
 */
interface StepSession {
  datos: Record<string, unknown>;
  borrador?: string;
}

const key = (slug: string) => `tramite:${slug}`;

export function readStepSession(slug: string): StepSession | undefined {
  try {
    const raw = sessionStorage.getItem(key(slug));
    return raw ? (JSON.parse(raw) as StepSession) : undefined;
  } catch {
    return undefined;
  }
}

export function writeStepSession(slug: string, session: StepSession | undefined): void {
  try {
    if (session) sessionStorage.setItem(key(slug), JSON.stringify(session));
    else sessionStorage.removeItem(key(slug));
  } catch {
    // Storage full or disabled: the form still works, only a reload forgets the answers.
  }
}
