/** `text` as a regular-expression source that matches exactly that text ('1250+' stays a plus, '(' a bracket). */
export const literalPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
