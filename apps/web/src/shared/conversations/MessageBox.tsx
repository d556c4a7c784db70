/**
 * The message box of a conversation (issue 28): a "Message" text area and Send. Enter adds a line
 * break, Ctrl+Enter (⌘+Enter) sends. The shared `messageProblem` is checked before sending (empty
 * when sending, too long and control characters as soon as typed); a counter shows in the last
 * 500 characters; the server's 422 shows on the field, its 409 and 429 under it; the text is kept
 * whenever a send fails.
 */
import { isApiError, type ConversationEntry } from '@hireloop/api';
import { CONVERSATION_LIMITS, messageProblem } from '@hireloop/api/rules';
import { Button, Inline, Stack, Text, TextArea, useT } from '@hireloop/ui';
import { useState, type FormEvent } from 'react';

/** The counter shows when this few characters are left (or fewer). */
export const COUNTER_FROM_REMAINING = 500;

/** Props of {@link MessageBox}. */
export interface MessageBoxProps {
  /** Sends the text; rejects with the API's error when it was not written. */
  onSend: (body: string) => Promise<ConversationEntry>;
  /** Called after a refusal that means writing closed (409), to reread the conversation. */
  onClosed?: () => void;
}

/** The words of a failed send: for the field (422) or under it (409, 429, anything else). */
function failureOf(error: unknown): { field?: string; notice?: string; retryAfter?: number } {
  if (!isApiError(error)) return {};
  if (error.status === 422) return { field: error.errors?.['body']?.[0] ?? error.message };
  if (error.status === 409) return { notice: error.message };
  if (error.status === 429) return { retryAfter: error.retryAfterSeconds ?? 60 };
  return {};
}

/** The message box; see the module's description. */
export function MessageBox({ onSend, onClosed }: MessageBoxProps) {
  const t = useT('webConversations');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverField, setServerField] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const problem = messageProblem(text);
  const shownProblem = problem === 'empty' && !tried ? null : problem;
  const length = [...text].length;
  const remaining = CONVERSATION_LIMITS.messageMaxLength - length;
  const fieldError = shownProblem
    ? t(`box.problem.${shownProblem}`, { max: CONVERSATION_LIMITS.messageMaxLength })
    : serverField;
  const counter =
    remaining <= COUNTER_FROM_REMAINING
      ? remaining >= 0
        ? t('box.remaining', { count: remaining })
        : t('box.over', { count: -remaining })
      : null;

  const send = async () => {
    setTried(true);
    if (pending || messageProblem(text)) return;
    setPending(true);
    setNotice(null);
    setServerField(null);
    try {
      await onSend(text);
      setText('');
      setTried(false);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.field) setServerField(failure.field);
      else if (failure.notice) {
        setNotice(failure.notice);
        onClosed?.();
      } else if (failure.retryAfter !== undefined)
        setNotice(t('box.tooMany', { seconds: failure.retryAfter }));
      else setNotice(t('box.failed'));
    } finally {
      setPending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="sm">
        <TextArea
          label={t('box.label')}
          description={counter ? `${t('box.hint')} ${counter}` : t('box.hint')}
          value={text}
          rows={3}
          onChange={(next) => {
            setText(next);
            setServerField(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void send();
            }
          }}
          isInvalid={fieldError !== null}
          errorMessage={fieldError ?? undefined}
        />
        <Inline space="sm" alignY="center">
          <Button type="submit" variant="primary" isPending={pending}>
            {t('box.send')}
          </Button>
          {notice ? (
            <Text role="alert" tone="danger" size="sm">
              {notice}
            </Text>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
