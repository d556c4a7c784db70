import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Form } from '../Form/Form.tsx';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { PasswordField } from './PasswordField.tsx';
import { samplePasswordRequirements } from '../private/fixtures.ts';

describe('PasswordField with its checklist', () => {
  it('names each failing rule once (in the checklist), with one summary error', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <UiProvider>
        <Form validationBehavior="aria">
          <PasswordField label="Password" requirements={samplePasswordRequirements} />
        </Form>
      </UiProvider>,
    );
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc');
    await user.tab();
    const text = document.body.textContent ?? '';
    expect(text.split('Must contain uppercase letter')).toHaveLength(2);
    expect(text.split('Must be at least 8 characters')).toHaveLength(2);
    expect(screen.getByText('The password does not meet every requirement above.')).toBeTruthy();
  });
});
