import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { Form } from './Form.tsx';

/** A one-field form whose submit answers the server's error the first time. */
function CodeForm({ onSubmit }: { onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string> | undefined>();
  return (
    <Form
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code);
        if (code === '000000') setErrors({ code: 'The code is not valid.' });
      }}
    >
      <TextField name="code" label="Code" value={code} onChange={setCode} />
      <Button type="submit">Turn on</Button>
    </Form>
  );
}

describe('Form server errors', () => {
  it("withdraws a field's server error as soon as the user types in it, not on blur", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(
      <UiProvider>
        <CodeForm onSubmit={submitted} />
      </UiProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Code' });
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not valid.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, '123456');
    // Still focused in the field: the error is gone already, so nothing moves on the next press.
    expect(document.activeElement).toBe(field);
    expect(screen.queryByText('The code is not valid.')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(submitted).toHaveBeenLastCalledWith('123456');
    expect(submitted).toHaveBeenCalledTimes(2);
  });
});
