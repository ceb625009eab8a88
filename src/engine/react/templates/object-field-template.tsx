import { Box, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { consentField } from '../../procedure.ts';
import { DocumentSlots } from '../document-slots.tsx';
import type { ProcedureFormContext } from '../form-context.ts';
import { documentsBefore, legalTextsInFields } from '../prepare-ui-schema.ts';
import { LegalText } from '../widgets/legal-text-widget.tsx';
import { SECTION_LEGEND_STYLES } from './section-legend.ts';

interface Section {
  titulo: string;
  campos: string[];
}

/**
 * Objects as fieldsets: `ui:options.secciones` groups fields under legends (fields not listed follow, in order);
 * a nested object (e.g. the census `comunes`) is a fieldset with its title as legend.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema, fieldPathId, registry } = props;
  const options = getUiOptions(uiSchema);
  const sections = (Array.isArray(options.secciones) ? options.secciones : []) as Section[];
  const isRoot = fieldPathId.path.length === 0;
  const context = registry.formContext as ProcedureFormContext | undefined;
  const procedure = context?.procedure;
  const stage = context?.etapa;
  // At the root of a procedure form the signature box goes last, after the documents and the legal texts.
  const consentName = isRoot && procedure ? consentField(procedure) : undefined;
  const consent = properties.find((property) => property.name === consentName);
  const visible = properties.filter((property) => !property.hidden && property !== consent);
  const hidden = properties.filter((property) => property.hidden).map((property) => property.content);
  const grid = (items: typeof visible) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
      {items.map((property) => (
        <Box key={property.name}>{property.content}</Box>
      ))}
    </SimpleGrid>
  );
  const listed = new Set(sections.flatMap((section) => section.campos));
  // Each block (a section's fieldset or a field outside any section) with the fields it draws, in order.
  const blocks: Array<{ names: string[]; node: ReactNode }> = [
    ...sections
      .map((section) => ({ section, items: visible.filter((p) => section.campos.includes(p.name)) }))
      .filter(({ items }) => items.length > 0)
      .map(({ section, items }) => ({
        names: items.map((item) => item.name),
        node: (
          <Fieldset key={section.titulo} legend={section.titulo} styles={SECTION_LEGEND_STYLES} mb="lg">
            {grid(items)}
          </Fieldset>
        ),
      })),
    ...visible
      .filter((property) => !listed.has(property.name))
      .map((property) => ({
        names: [property.name],
        node: <Box key={property.name}>{property.content}</Box>,
      })),
  ];
  // At the root the document slots go before the block of `ui:options.documentos.antesDe`, or after the fields.
  const before = isRoot && procedure ? documentsBefore(options.documentos) : undefined;
  const at = blocks.findIndex((block) => before !== undefined && block.names.includes(before));
  const slots =
    procedure && (stage?.documentos ?? true) ? (
      <DocumentSlots key="documentos" procedure={procedure} />
    ) : null;
  const nodes = blocks.map((block) => block.node);
  if (isRoot) nodes.splice(at === -1 ? nodes.length : at, 0, slots);
  const body = (
    <>
      {nodes}
      {hidden}
    </>
  );
  if (isRoot) {
    // In a step, read from ui.json itself: the step hides the other steps' fields, legal widgets included.
    const shownInFields = legalTextsInFields(stage && procedure ? procedure.ui : uiSchema);
    const closing = stage?.cierre ?? true;
    return (
      <Box id={fieldPathId.$id}>
        {body}
        {procedure?.textosLegales.map((text, index) =>
          shownInFields.has(index) || !closing ? null : (
            <LegalText key={text.titulo} id={`texto_legal_${index}`} {...text} />
          ),
        )}
        {consent?.content}
      </Box>
    );
  }
  // A repeater item's object ('Persona 1') is already its card: no second legend nested inside it.
  if (typeof fieldPathId.path.at(-1) === 'number') {
    return (
      <Box id={fieldPathId.$id}>
        {sections.length > 0 ? body : grid(visible)}
        {sections.length > 0 ? null : hidden}
      </Box>
    );
  }
  return (
    <Fieldset id={fieldPathId.$id} legend={title} styles={SECTION_LEGEND_STYLES} mb="lg">
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {sections.length > 0 ? (
        body
      ) : (
        <>
          {grid(visible)}
          {hidden}
        </>
      )}
    </Fieldset>
  );
}
