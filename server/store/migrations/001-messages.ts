import { createMessagesTable, UNDELIVERED_INDEX } from './messagesTable';

/** Version 1: the contact and quote messages, e-mailed by the outbox. */
export default `${createMessagesTable('messages', ['contact', 'quote'])}
    ${UNDELIVERED_INDEX}
  `;
