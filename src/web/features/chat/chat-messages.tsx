import { Box, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CitationLink, MessageBlocks } from './message-content.tsx';
import type { ChatMessage } from './use-chat.ts';

export const PENDING_TEXT = '⏳ Generando...';

/** The conversation as an ARIA live log that scrolls to its newest message on every change (SPEC §4). */
export function ChatMessages({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const list = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling is the reaction to these changes.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, pending]);

  return (
    <Box
      ref={list}
      role="log"
      aria-live="polite"
      aria-label="Conversación con el asistente"
      tabIndex={0}
      mah="60vh"
      mih={240}
      p="md"
      style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
      data-testid="chat-log"
    >
      <Stack gap="sm">
        {messages.length === 0 && !pending && (
          <Text c="dimmed">
            Pregúntame por trámites, reserva de pistas, empleo, fiestas o cualquier información del municipio.
          </Text>
        )}
        {messages.map((message, i) => (
          // Messages are only ever appended, so the position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list.
          <MessageBubble key={i} message={message} />
        ))}
        {pending && (
          <Paper p="sm" bg="gray.1" maw="85%">
            <Text>{PENDING_TEXT}</Text>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  const sources = (message.citations ?? []).filter((c) => c.url);
  return (
    <Paper
      p="sm"
      maw="85%"
      ml={mine ? 'auto' : undefined}
      bg={mine ? 'blue.0' : 'gray.1'}
      data-role={message.role}
    >
      <Text size="sm" fw={700} c="dark.6">
        {mine ? 'Tú' : 'Asistente'}
      </Text>
      {mine ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{message.content}</Text>
      ) : (
        <MessageBlocks content={message.content} citations={message.citations} />
      )}
      {sources.length > 0 && (
        <Text size="sm" mt="xs" c="dark.6">
          Fuentes:{' '}
          {sources.map((citation, i) => (
            <span key={citation.url}>
              {i > 0 && ' · '}
              <CitationLink citation={citation}>{citation.titulo ?? citation.url}</CitationLink>
            </span>
          ))}
        </Text>
      )}
    </Paper>
  );
}
