import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { StableArrayField } from '../fields/stable-array-field.tsx';
import { BaseInputTemplate } from '../templates/base-input-template.tsx';
import { FieldHelpTemplate } from '../templates/field-help-template.tsx';
import { GridTemplate } from '../templates/grid-template.tsx';
import { ObjectFieldTemplate } from '../templates/object-field-template.tsx';
import { RepeaterItemTemplate } from '../templates/repeater-item-template.tsx';
import { RepeaterTemplate } from '../templates/repeater-template.tsx';
import { CollapsibleLegalWidget } from './collapsible-legal-widget.tsx';
import { ConsentWidget } from './consent-widget.tsx';
import { DateWidget } from './date-widget.tsx';
import { LegalTextWidget } from './legal-text-widget.tsx';

/** The one registry of our widgets, on top of @rjsf/mantine's (names usable as `ui:widget` in ui.json). */
export const widgets: RegistryWidgetsType = {
  ConsentWidget,
  CollapsibleLegalWidget,
  LegalTextWidget,
  DateWidget,
};

/** Our templates: Mantine 9 grid, sections, and the repeater (`ui:ArrayFieldTemplate: "RepeaterTemplate"`). */
export const templates: Partial<TemplatesType> & Record<string, unknown> = {
  BaseInputTemplate,
  FieldHelpTemplate,
  GridTemplate,
  ObjectFieldTemplate,
  RepeaterTemplate,
  RepeaterItemTemplate,
};

/** Our fields: arrays whose unchanged items keep their identity, so only the edited item re-renders. */
export const fields: RegistryFieldsType = { ArrayField: StableArrayField };
