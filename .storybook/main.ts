import type { StorybookConfig } from '@storybook/react-vite';
import { ensureGenerated } from '../scripts/procedures/ensure-generated.mjs';

// Before Storybook lists the stories: the procedure forms' story file is generated from procedures/.
ensureGenerated();

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};
export default config;
