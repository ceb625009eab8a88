import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { ChatReply } from './chat-api.ts';
import { ChatPanel } from './chat-panel.tsx';

/** A stand-in for the API with a fictional answer, so stories need no server. */
const fictionalAnswer = async (message: string): Promise<ChatReply> => ({
  content: `Sobre «${message}»: puedes empadronarte en línea con el trámite de alta [1]. Para reservar pistas tienes la página de reservas [2].`,
  citations: [
    { url: '/tramites/alta-padron', titulo: 'Alta en el padrón' },
    { url: '/servicios/reserva-pistas', titulo: 'Reserva de Pistas' },
  ],
  responseId: 'historia-1',
});

const failing = async (): Promise<ChatReply> => {
  throw new Error('Sin conexión');
};

const meta = {
  title: 'Asistente/Chat',
  component: ChatPanel,
  parameters: { route: '/chat' },
} satisfies Meta<typeof ChatPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Before the first question: an empty log with a hint. */
export const Vacio: Story = {
  args: { send: fictionalAnswer },
  play: async ({ canvas }) => {
    await expect(await canvas.findByPlaceholderText('Escribe tu pregunta...')).toHaveValue('');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** A question sent with Enter: the answer's markers become links to its sources. */
export const ConRespuesta: Story = {
  args: { send: fictionalAnswer },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Tu pregunta' }),
      '¿Cómo me empadrono?{Enter}',
    );
    await expect(await canvas.findByRole('link', { name: '[1] Alta en el padrón' })).toHaveAttribute(
      'href',
      '/tramites/alta-padron',
    );
  },
};

/** The server cannot be reached: the assistant says so. */
export const SinConexion: Story = {
  args: { send: failing },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Tu pregunta' }), 'Hola{Enter}');
    await expect(await canvas.findByText('Error al conectar con el servidor.')).toBeInTheDocument();
  },
};
