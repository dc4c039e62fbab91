import { messageFormRoute } from '../messageForm';
import { contactBody } from './schema';

/** POST /api/contact: a message from the contact form. */
export default messageFormRoute('contact', contactBody);
