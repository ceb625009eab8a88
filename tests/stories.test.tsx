import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as preview from '../.storybook/preview.tsx';

// Every story of the repository renders without error and runs its play function: stories are tests, so a
// story without a play function (its own or its file's) fails here: each one asserts what it is for.
setProjectAnnotations(preview);
const modules = import.meta.glob<Record<string, unknown>>('../src/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as Array<
    [string, { run: () => Promise<void>; play?: unknown }]
  >;
  it.each(stories)('%s', async (_name, Story) => {
    expect(Story.play, 'la historia no comprueba nada: falta su función play').toBeTypeOf('function');
    // Not wrapped in act(): the story must paint before its play function looks for elements.
    await Story.run();
  });
});
