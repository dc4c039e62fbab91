import { TOAST_LIMIT } from '../../lib/constants';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

export type ToastAction =
  { type: 'add'; toast: Toast } | { type: 'dismiss'; id: number } | { type: 'remove'; id: number };

/**
 * The toast list. A new toast goes first and pushes out the oldest beyond the limit (one visible at a time).
 * Dismissing closes a toast (it can still animate out); removing drops it.
 */
export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((t) => (t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return state.filter((t) => t.id !== action.id);
  }
}

/** Errors interrupt (role=alert); everything else is polite (role=status). */
export function toastRole(variant: ToastVariant): 'alert' | 'status' {
  return variant === 'destructive' ? 'alert' : 'status';
}

/** Whether a horizontal drag is far enough to the right to dismiss. */
export function isDismissSwipe(deltaX: number, threshold: number): boolean {
  return deltaX >= threshold;
}
