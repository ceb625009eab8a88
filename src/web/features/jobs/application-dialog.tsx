import { Button, List, Modal, Text, ThemeIcon } from '@mantine/core';

export interface ApplicationStep {
  titulo: string;
  texto: string;
}

interface ApplicationDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  steps: ApplicationStep[];
  buttonText: string;
  /** The application-form PDF the button downloads. */
  formUrl: string;
}

/** The 4-step instructions; its button downloads the application form and closes the dialog. */
export function ApplicationDialog({
  opened,
  onClose,
  title,
  steps,
  buttonText,
  formUrl,
}: ApplicationDialogProps) {
  const fileName = formUrl.split('/').pop() ?? 'modelo-solicitud.pdf';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <List
        component="ol"
        spacing="md"
        mb="lg"
        icon={undefined}
        styles={{ itemWrapper: { alignItems: 'flex-start' } }}
      >
        {steps.map((step, index) => (
          <List.Item
            key={step.titulo}
            icon={
              <ThemeIcon radius="xl" size={28} aria-hidden>
                {index + 1}
              </ThemeIcon>
            }
          >
            <Text fw={600}>{step.titulo}</Text>
            <Text size="sm">{step.texto}</Text>
          </List.Item>
        ))}
      </List>
      <Button component="a" href={formUrl} download={fileName} onClick={onClose} fullWidth>
        {buttonText}
      </Button>
    </Modal>
  );
}
