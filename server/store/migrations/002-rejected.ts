/** Version 2: a message the mail server refused for good is kept, marked, and not tried again. */
export default `ALTER TABLE messages ADD COLUMN rejected_at INTEGER;`;
