import { handlerGroups, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { APP_READY, demoJobId, resetStoryState, UNKNOWN_ID } from '../../shared/storyData.ts';
import { AppStory } from '../../storybook/AppStory.tsx';

/**
 * A job's page (route `c.job`): the posting, the company, pay, save/unsave, the application
 * form and similar jobs. Each story overrides the `jobs` handler group (or `bookmarks`).
 */
const meta = {
  title: 'Screens/Customer/Job',
  component: AppStory,
  args: { path: `/c/jobs/${demoJobId('robotics')}`, signedIn: 'customer' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: handlerGroups },
  },
  beforeEach: () => {
    resetStoryState();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save the job, then apply: the form asks for a resume before anything is sent. */
export const Loaded: Story = {
  parameters: { msw: { handlers: { jobs: scenarios.jobs.applySucceeds } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Senior Robotics Software Engineer' },
      APP_READY,
    );
    await expect(canvas.getByRole('heading', { name: 'About the job' })).toBeInTheDocument();

    await step('similar open jobs follow the posting, never the job itself', async () => {
      const similar = within(await canvas.findByRole('list', { name: 'Similar jobs' }, APP_READY));
      const titles = similar
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      await expect(titles.length).toBeGreaterThan(0);
      await expect(titles.length).toBeLessThanOrEqual(6);
      await expect(titles).not.toContain('Senior Robotics Software Engineer');
    });

    await step('save and unsave', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    });

    await step('the must-haves are listed before applying', async () => {
      const requires = within(canvas.getByRole('region', { name: 'This employer requires' }));
      await expect(
        requires.getByText('Are you legally authorised to work in the United States? — Yes'),
      ).toBeVisible();
      await expect(
        requires.getByText('How many years of experience do you have with C++? — at least 3'),
      ).toBeVisible();
      await expect(requires.getByText(/Applying asks 3 questions\./)).toBeVisible();
    });

    await step('one step: the profile resume and the saved answers are ready', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Apply now' })[0] as HTMLElement);
      const summary = within(await screen.findByRole('dialog', { name: /Apply to/ }));
      await expect(await summary.findByText(/maya-okafor-resume\.pdf/)).toBeVisible();
      await expect(
        summary.getByText('Are you legally authorised to work in the United States?')
          .nextElementSibling,
      ).toHaveTextContent('Yes');
      await userEvent.click(summary.getByRole('button', { name: 'Edit before sending' }));
    });

    await step('the application needs a resume', async () => {
      const dialog = await screen.findByRole('dialog', { name: /Apply to/ });
      const form = within(dialog);
      // Issue 29: the resume sent with the latest application is offered too.
      await expect(
        await form.findByRole('radio', { name: /^Use the resume you sent to .+ on / }),
      ).toBeInTheDocument();
      await userEvent.click(form.getByRole('radio', { name: 'Upload a resume' }));
      await userEvent.type(form.getByRole('textbox', { name: /Cover letter/ }), 'I build robots.');
      await userEvent.click(form.getByRole('button', { name: 'Submit application' }));
      await expect(
        await form.findByText('Attach a PDF resume or use the resume from your profile.'),
      ).toBeInTheDocument();
    });

    await step(
      'the questions offer the saved answers, and a required one cannot be left empty',
      async () => {
        const form = within(screen.getByRole('dialog', { name: /Apply to/ }));
        const years = await form.findByRole('textbox', {
          name: /How many years of experience do you have with C\+\+\?/,
        });
        await waitFor(() => expect(years).toHaveValue('3'));
        await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
        await expect(form.getAllByText(/From your saved answers/)).toHaveLength(2);
        await userEvent.clear(years);
        await userEvent.tab();
        await userEvent.click(form.getByRole('button', { name: 'Submit application' }));
        await expect(await form.findByText('Answer this question to apply.')).toBeVisible();
        await userEvent.type(years, '4');
        await userEvent.tab();
      },
    );

    await step('with the profile resume it is sent', async () => {
      const dialog = screen.getByRole('dialog', { name: /Apply to/ });
      await userEvent.click(
        within(dialog).getByRole('radio', { name: 'Use the resume on my profile' }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Application Submitted' },
        { timeout: 5000 },
      );
    });
  },
};

/** Issue 29: everything asked is ready, so the application is checked and sent in one step. */
export const OneStepApply: Story = {
  parameters: { msw: { handlers: { jobs: scenarios.jobs.applySucceeds } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Senior Robotics Software Engineer' },
      APP_READY,
    );
    await userEvent.click(canvas.getAllByRole('button', { name: 'Apply now' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: /Apply to/ }));
    await expect(
      await dialog.findByText('How many years of experience do you have with C++?'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit application' }));
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Application Submitted' },
      { timeout: 5000 },
    );
  },
};

/**
 * Issue 29: the apply dialog asks one screening question of every kind, each with its control —
 * Yes/No and a single choice as radio buttons, a multiple choice as checkboxes, a number field,
 * a one-line and a multi-line text. The saved answers are filled in; a required question left
 * empty says so when the application is sent, and the message goes once it is answered.
 */
export const EveryQuestionKind: Story = {
  parameters: { msw: { handlers: { jobs: scenarios.jobs.everyQuestionKind } } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Senior Robotics Software Engineer' },
      APP_READY,
    );
    await userEvent.click(canvas.getAllByRole('button', { name: 'Apply now' })[0] as HTMLElement);
    const form = within(await screen.findByRole('dialog', { name: /Apply to/ }));

    await step('each kind has its control; saved answers are filled in', async () => {
      const authorised = await form.findByRole('radiogroup', {
        name: /Are you legally authorised to work in the United States\?/,
      });
      await waitFor(() =>
        expect(within(authorised).getByRole('radio', { name: 'Yes' })).toBeChecked(),
      );
      const working = form.getByRole('radiogroup', {
        name: /Which way of working suits you best\?/,
      });
      await expect(within(working).getAllByRole('radio')).toHaveLength(3);
      const frameworks = form.getByRole('group', {
        name: /Which robot frameworks have you used\?/,
      });
      await expect(within(frameworks).getAllByRole('checkbox')).toHaveLength(4);
      await expect(
        form.getByRole('textbox', {
          name: /How many years of experience do you have with C\+\+\?/,
        }),
      ).toHaveValue('3');
      await expect(
        form.getByRole('textbox', { name: /What is the earliest date you could start\?/ }),
      ).toHaveValue('');
      await expect(
        form.getByRole('textbox', { name: /Tell us about a robot you helped ship\./ }).tagName,
      ).toBe('TEXTAREA');
    });

    await step('a required question left empty stops the application', async () => {
      await userEvent.click(form.getByRole('radio', { name: 'Use the resume on my profile' }));
      await userEvent.click(form.getByRole('button', { name: 'Submit application' }));
      await waitFor(() =>
        expect(form.getAllByText('Answer this question to apply.')).toHaveLength(2),
      );
    });

    await step('answering clears the messages', async () => {
      await userEvent.click(form.getByRole('radio', { name: 'Hybrid' }));
      await userEvent.click(form.getByRole('checkbox', { name: 'ROS 2' }));
      await userEvent.click(form.getByRole('checkbox', { name: 'MoveIt' }));
      await userEvent.type(
        form.getByRole('textbox', { name: /What is the earliest date you could start\?/ }),
        'In four weeks',
      );
      await userEvent.tab();
      await waitFor(() =>
        expect(form.queryByText('Answer this question to apply.')).not.toBeInTheDocument(),
      );
      // Still the form (not swapped for the one-step summary), ready to send.
      await expect(screen.getByRole('dialog', { name: /Apply to/ })).toBeInTheDocument();
      await expect(form.getByRole('button', { name: 'Submit application' })).toBeVisible();
    });
  },
};

/** Already applied: a link to the application instead of "Apply now". */
export const AlreadyApplied: Story = {
  args: { path: `/c/jobs/${demoJobId('frontend')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' }, APP_READY);
    await expect(canvas.getByText('You applied to this job')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'View your application' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/c\/applications#application-/),
    );
  },
};

/** A closed job says so and takes no application. */
export const Closed: Story = {
  args: { path: `/c/jobs/${demoJobId('perception')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Perception Engineer, Computer Vision' },
      APP_READY,
    );
    await expect(canvas.getByText(/no longer accepts applications/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  },
};

/**
 * An imported job (from a public list, not on Hireloop) the demo customer marked "I applied": no
 * in-app application, no pay or description claimed, the list's facts, and the way to the tracker.
 */
export const Imported: Story = {
  args: { path: `/c/jobs/${demoJobId('imported')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Data Analyst, Network Planning' },
      APP_READY,
    );
    await expect(canvas.queryByRole('button', { name: 'Apply now' })).toBeNull();
    await expect(canvas.getByText(/The original listing has no description/)).toBeInTheDocument();
    await expect(canvas.getByText('Pay not stated')).toBeInTheDocument();
    await expect(canvas.getByText('You marked this job applied.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open in My Applications' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/c\/applications#tracked-/),
    );
    const details = within(canvas.getByRole('region', { name: 'Listing details' }));
    await expect(details.getByText('Seattle, WA')).toBeInTheDocument();
    await expect(details.getByText('Remote in USA')).toBeInTheDocument();
    await expect(
      details.getByRole('link', { name: /SimplifyJobs\/New-Grad-Positions/ }),
    ).toHaveAttribute('target', '_blank');
  },
};

/**
 * On a phone, Save and Apply sit in a bar fixed to the bottom of the screen: at hand however far
 * the job is scrolled, and away from the toasts at the top.
 */
export const PhoneActionBar: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Senior Robotics Software Engineer' },
      APP_READY,
    );
    const save = canvas.getAllByRole('button', { name: 'Save' })[0] as HTMLElement;
    // The bar is a phone layout (media query below 640 px): the Storybook viewport "mobile"
    // shows it; a wider window (the test runner's) keeps the actions under the heading.
    const phone = window.innerWidth < 640;
    await expect(getComputedStyle(save.parentElement!).position).toBe(phone ? 'fixed' : 'static');
    if (phone) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(() =>
        expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
      );
    }
  },
};

/** The server refuses a second application (409): its message shows in the form. */
export const ApplyRefused: Story = {
  parameters: { msw: { handlers: { jobs: scenarios.jobs.alreadyApplied } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Senior Robotics Software Engineer' },
      APP_READY,
    );
    await userEvent.click(canvas.getAllByRole('button', { name: 'Apply now' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog'));
    // Everything asked is ready (profile resume, saved answers): the one-step summary is sent.
    await dialog.findByRole('button', { name: 'Edit before sending' });
    await userEvent.click(dialog.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('You have already applied to this job.'),
    );
  },
};

/** An unknown job: not found, with the way back to the search. */
export const NotFound: Story = {
  args: { path: `/c/jobs/${UNKNOWN_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'This job does not exist' }, APP_READY);
    await expect(canvas.getByRole('link', { name: 'Back to job search' })).toBeInTheDocument();
  },
};

/** The job cannot be loaded: the message and "Try again". */
export const ServerError: Story = {
  parameters: { msw: { handlers: { jobs: scenarios.jobs.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, APP_READY);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/**
 * Loading: the route reads the job before its screen renders, so a first load shows the app's
 * loading state (announced, no screen yet) until the job arrives.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: { jobs: scenarios.jobs.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, APP_READY)).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
