import type { ScreeningAnswerValue } from '@hireloop/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderApp.tsx';
import { screeningQuestion as question } from '../../test/screening.ts';
import { ScreeningAnswersFields } from './ScreeningAnswersFields.tsx';

const QUESTIONS = [
  question({ id: 'a', kind: 'yes_no', prompt: 'Authorised to work in Germany?' }),
  question({ id: 'b', kind: 'single_choice', prompt: 'Which shift?', options: ['Early', 'Late'] }),
  question({ id: 'c', kind: 'multiple_choice', prompt: 'Which clouds?', options: ['AWS', 'GCP'] }),
  question({ id: 'd', kind: 'number', prompt: 'Years with Go?' }),
  question({ id: 'e', kind: 'short_text', prompt: 'Earliest start?' }),
];

/** The fields with their answers kept in state, as the apply dialog keeps them. */
function Harness({ onAnswers }: { onAnswers: (values: Record<string, unknown>) => void }) {
  const [values, setValues] = useState<Record<string, ScreeningAnswerValue | undefined>>({});
  return (
    <ScreeningAnswersFields
      questions={QUESTIONS}
      values={values}
      onChange={(id, value) => {
        const next = { ...values, [id]: value ?? undefined };
        setValues(next);
        onAnswers(next);
      }}
    />
  );
}

describe('the screening questions of the apply dialog', () => {
  it('gives each kind its control and reports the answer of the kind the server takes', async () => {
    const user = userEvent.setup({ delay: null });
    let answers: Record<string, unknown> = {};
    renderScreen(<Harness onAnswers={(values) => (answers = values)} />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Late' }));
    await user.click(screen.getByRole('checkbox', { name: 'GCP' }));
    await user.click(screen.getByRole('checkbox', { name: 'AWS' }));
    await user.type(screen.getByRole('textbox', { name: /Years with Go/ }), '2.5');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: /Earliest start/ }), 'March');
    expect(answers).toEqual({ a: false, b: 'Late', c: ['GCP', 'AWS'], d: 2.5, e: 'March' });
    expect(screen.getByRole('group', { name: /Which clouds/ })).toBeTruthy();
  });
});
