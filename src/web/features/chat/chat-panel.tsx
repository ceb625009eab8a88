import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ChatMessages } from './chat-messages.tsx';
import { type SendChat, useChat } from './use-chat.ts';

/** The chat: message log, question field and send button; Enter in the field also sends (SPEC §2.7). */
export function ChatPanel({ send }: { send?: SendChat }) {
  const { messages, pending, ask } = useChat(send);
  const [text, setText] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const question = text;
    if (!question.trim() || pending) return;
    setText('');
    await ask(question);
  };

  return (
    <Stack gap="md">
      <ChatMessages messages={messages} pending={pending} />
      <form onSubmit={submit} aria-label="Enviar una pregunta al asistente">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="Tu pregunta"
            placeholder="Escribe tu pregunta..."
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={2000}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" disabled={pending}>
            Enviar
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
