import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../src/web/app/providers.tsx';

/** Stories render inside the app's providers (the one theme) and a memory router at `parameters.route`. */
const preview: Preview = {
  decorators: [
    (Story, context) => (
      <AppProviders>
        <MemoryRouter initialEntries={[(context.parameters.route as string | undefined) ?? '/']}>
          <Story />
        </MemoryRouter>
      </AppProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};
export default preview;
