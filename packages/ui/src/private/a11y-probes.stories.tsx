// Stories that break the accessibility bar on purpose, one per moment the story tests check, so
// that a check which silently checks nothing fails CI (`pnpm test:stories`, visual/stories.spec.ts):
// each must fail with its rule, moment and theme. Hidden from the sidebar and docs (`!dev`,
// `!autodocs`) and tested apart from the other stories (tag `a11y-probe`).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { within } from 'storybook/test';
import { themeClassNames } from '../theme/names.ts';

const meta: Meta = {
  title: 'Probes/Accessibility checks',
  tags: ['!dev', '!autodocs', 'a11y-probe'],
};
export default meta;

/** A button with no name, 40 × 40 px. */
function NamelessButton(props: { className?: string; onPress?: () => void }) {
  return (
    <button
      type="button"
      className={props.className}
      onClick={props.onPress}
      style={{ width: 40, height: 40 }}
    />
  );
}

function FixedByPlay() {
  const [fixed, setFixed] = useState(false);
  return fixed ? <p>Fixed</p> : <NamelessButton onPress={() => setFixed(true)} />;
}

/** Nameless in the first render only: the play function replaces it. Expected: first render. */
export const FirstRender: StoryObj = {
  render: () => <FixedByPlay />,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('button')?.click();
    await within(canvasElement).findByText('Fixed');
  },
};

/** Nameless in the theme the story is shown in (light). Expected: after play, light theme. */
export const ShownTheme: StoryObj = {
  render: () => <NamelessButton />,
};

/** Nameless only in the dark theme, which the story is not shown in. Expected: after play, dark. */
export const OtherTheme: StoryObj = {
  render: () => (
    <>
      <style>{`.probe-dark-only { display: none } .${themeClassNames.dark} .probe-dark-only { display: block }`}</style>
      <p>Shown in the light theme</p>
      <NamelessButton className="probe-dark-only" />
    </>
  ),
};
