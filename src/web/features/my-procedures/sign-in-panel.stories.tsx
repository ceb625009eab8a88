import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STORY_RESIDENT } from './fake-resident-api.ts';
import { SignInPanel } from './sign-in-panel.tsx';

const meta = {
  title: 'Sede/Identificación con Cl@ve',
  component: SignInPanel,
  args: { session: { identificado: false }, volver: '/tramites/solicitud-general' },
} satisfies Meta<typeof SignInPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A procedure that may be filed without signing in: the offer, and the way back to the form. */
export const SinIdentificar: Story = {
  args: { session: { identificado: false, proveedorPruebas: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/También puedes presentarlo sin identificarte/)).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'Identificarme con Cl@ve' });
    await expect(link).toHaveAttribute(
      'href',
      `/api/identidad/entrar?volver=${encodeURIComponent(args.volver)}`,
    );
    // The local test IdP says its people are fictional.
    await expect(canvas.getByText(/proveedor de identidad de pruebas/)).toBeInTheDocument();
  },
};

/** A procedure that requires Cl@ve at a level: it says so and asks for that level. */
export const IdentificacionObligatoria: Story = {
  args: { session: { identificado: false }, obligatoria: true, nivel: 'sustancial' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Para presentar este trámite tienes que identificarte con Cl@ve.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Identificarme con Cl@ve' })).toHaveAttribute(
      'href',
      expect.stringMatching(/&nivel=sustancial$/),
    );
    await expect(canvas.queryByText(/proveedor de identidad de pruebas/)).not.toBeInTheDocument();
  },
};

/** Signed in: who, with which level, the way to "Mis trámites" and out. */
export const Identificado: Story = {
  args: { session: STORY_RESIDENT },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(
      `Te has identificado con ${STORY_RESIDENT.metodo} como ${STORY_RESIDENT.nombre} ${STORY_RESIDENT.apellidos} (${STORY_RESIDENT.documento}), nivel de seguridad ${STORY_RESIDENT.nivel}.`,
    );
    await expect(canvas.getByRole('link', { name: 'Mis trámites' })).toHaveAttribute('href', '/mis-tramites');
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión de Cl@ve' })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: 'Identificarme con Cl@ve' })).not.toBeInTheDocument();
  },
};
