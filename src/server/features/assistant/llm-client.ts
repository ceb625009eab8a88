import type { ComposedAnswer } from './answer-composer.ts';
import type { ChatAnswer, Turn } from './types.ts';

export interface LlmOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The model gets this long; after it the local answer is used. */
  timeoutMs: number;
}

const MAX_PASSAGE_CHARS = 1500;

function systemPrompt(local: ComposedAnswer, ayuntamiento: string): string {
  const sources = local.passages
    .map((p, i) => {
      const text = p.frases.join(' ').slice(0, MAX_PASSAGE_CHARS);
      return `[${i + 1}] ${p.titulo}${p.seccion ? ` — ${p.seccion}` : ''} (${p.url})\n${text}`;
    })
    .join('\n\n');
  return [
    `Eres el asistente virtual del ${ayuntamiento}. Respondes en español de España, en tono cercano y en pocas frases (como mucho 80 palabras).`,
    'Usa solo la información de las fuentes numeradas de abajo. Cita cada dato con el número de su fuente entre corchetes, por ejemplo [1].',
    'No inventes datos, enlaces ni fuentes. Si las fuentes no responden a la pregunta, dilo.',
    '',
    'Fuentes:',
    sources,
  ].join('\n');
}

/**
 * Keeps only markers that name a given source and renumbers them in order of first use, so citations
 * stay 1-based and contiguous. Returns null when no valid marker is left: an uncited answer is not used.
 */
export function validateMarkers(text: string, local: ComposedAnswer): ChatAnswer | null {
  const order: number[] = [];
  const cleaned = text.replace(/\s*\[(\d+)\]/g, (_whole, digits: string) => {
    const n = Number(digits);
    if (n < 1 || n > local.citations.length) return '';
    if (!order.includes(n)) order.push(n);
    return ` [${order.indexOf(n) + 1}]`;
  });
  if (order.length === 0) return null;
  const citations = order.map((n) => local.citations[n - 1]).filter((c) => c !== undefined);
  return { content: cleaned.replace(/[ \t]+\n/g, '\n').trim(), citations };
}

/**
 * Asks an OpenAI-compatible model (POST {base}/chat/completions) to write the answer from the passages
 * the local search retrieved. Throws on any failure; the caller falls back to the local answer.
 */
export async function askModel(
  options: LlmOptions,
  ayuntamiento: string,
  message: string,
  history: Turn[],
  local: ComposedAnswer,
): Promise<ChatAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  const messages = [
    { role: 'system', content: systemPrompt(local, ayuntamiento) },
    ...history.flatMap((turn) => [
      { role: 'user', content: turn.message },
      { role: 'assistant', content: turn.content },
    ]),
    { role: 'user', content: message },
  ];
  const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: options.model, messages, temperature: 0.2, max_tokens: 400 }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`el modelo respondió ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('el modelo no devolvió texto');
  const answer = validateMarkers(content, local);
  if (!answer) throw new Error('el modelo no citó ninguna fuente válida');
  return answer;
}
