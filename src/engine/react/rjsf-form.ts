import { withTheme } from '@rjsf/core';
import { generateTemplates } from '@rjsf/mantine/lib/templates/index.js';
import CheckboxesWidget from '@rjsf/mantine/lib/widgets/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/mantine/lib/widgets/CheckboxWidget.js';
import RadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import TextareaWidget from '@rjsf/mantine/lib/widgets/TextareaWidget.js';
import { NativeSelectWidget } from './widgets/native-select-widget.tsx';

/**
 * RJSF with @rjsf/mantine's templates and the widgets our procedures use. Built from the theme's parts rather
 * than its index: the index also loads the @mantine/dates pickers (and dayjs), which we replace with a native
 * date input, so the form ships lighter and resolves under plain Node ESM too. One-value lists are native selects
 * (NativeSelectWidget).
 */
export const RjsfForm = withTheme({
  templates: generateTemplates(),
  widgets: {
    CheckboxWidget,
    CheckboxesWidget,
    RadioWidget,
    SelectWidget: NativeSelectWidget,
    TextareaWidget,
  },
});
