// Generado por `npm run generate`. No editar a mano.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProcedureStory } from '#engine/react/procedure-story.tsx';

const meta = {
  title: "Trámites/Formularios",
  component: ProcedureStory,
  play: ProcedureStory.play,
} satisfies Meta<typeof ProcedureStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CesionSepultura: Story = {
  name: "Cesión sepultura",
  args: { slug: "cesion-sepultura" },
  parameters: { route: "/tramites/cesion-sepultura" },
};

export const ReconocimientoSepultura: Story = {
  name: "Reconocimiento sepultura",
  args: { slug: "reconocimiento-sepultura" },
  parameters: { route: "/tramites/reconocimiento-sepultura" },
};

export const LicenciaObraMayor: Story = {
  name: "Licencia obra mayor",
  args: { slug: "licencia-obra-mayor" },
  parameters: { route: "/tramites/licencia-obra-mayor" },
};

export const LicenciaObraMenor: Story = {
  name: "Licencia obra menor",
  args: { slug: "licencia-obra-menor" },
  parameters: { route: "/tramites/licencia-obra-menor" },
};

export const DeclaracionJuradaPpp: Story = {
  name: "Declaración jurada PPP",
  args: { slug: "declaracion-jurada-ppp" },
  parameters: { route: "/tramites/declaracion-jurada-ppp" },
};

export const InscripcionAnimales: Story = {
  name: "Inscripción animales domésticos",
  args: { slug: "inscripcion-animales" },
  parameters: { route: "/tramites/inscripcion-animales" },
};

export const LicenciaPpp: Story = {
  name: "Licencia PPP",
  args: { slug: "licencia-ppp" },
  parameters: { route: "/tramites/licencia-ppp" },
};

export const AltaPadron: Story = {
  name: "Alta en el padrón",
  args: { slug: "alta-padron" },
  parameters: { route: "/tramites/alta-padron" },
};

export const DeclaracionFeriantes: Story = {
  name: "Declaración feriantes",
  args: { slug: "declaracion-feriantes" },
  parameters: { route: "/tramites/declaracion-feriantes" },
};

export const DeclaracionActividad: Story = {
  name: "Actividad económica",
  args: { slug: "declaracion-actividad" },
  parameters: { route: "/tramites/declaracion-actividad" },
};

export const PrimeraOcupacion: Story = {
  name: "Primera ocupación o cambio uso",
  args: { slug: "primera-ocupacion" },
  parameters: { route: "/tramites/primera-ocupacion" },
};

export const Domiciliacion: Story = {
  name: "Domiciliación tributos",
  args: { slug: "domiciliacion" },
  parameters: { route: "/tramites/domiciliacion" },
};

export const SolicitudGeneral: Story = {
  name: "Solicitud general",
  args: { slug: "solicitud-general" },
  parameters: { route: "/tramites/solicitud-general" },
};

export const InformeAgrario: Story = {
  name: "Informe arraigo",
  args: { slug: "informe-agrario" },
  parameters: { route: "/tramites/informe-agrario" },
};
