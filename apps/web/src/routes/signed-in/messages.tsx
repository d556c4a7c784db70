/** Routes b.messages, b.message, c.messages and c.message (issue 28): the inbox and a conversation. */
import { MessagesScreen } from '../../features/messages/MessagesScreen.tsx';

/** The Messages screen. */
export function Component() {
  return <MessagesScreen />;
}
