import { messageFormRoute } from '../messageForm';
import { quoteBody } from './schema';

/** POST /api/quote: a request for a quote. */
export default messageFormRoute('quote', quoteBody);
