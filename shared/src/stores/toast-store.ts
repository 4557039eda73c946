import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface ToastState {
  toasts: Toast[];
  /** Shows a toast; it closes by itself after `durationMs` (destructive ones stay longer). */
  toast: (input: { title: string; description?: string; variant?: ToastVariant; durationMs?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const MAX_VISIBLE = 3;

/** The one toast store of the site: any area adds toasts, the shell's toaster shows them. */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  toast: ({ title, description, variant = 'default', durationMs }) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, title, description, variant }].slice(-MAX_VISIBLE) }));
    const timeout = durationMs ?? (variant === 'destructive' ? 10_000 : 6_000);
    if (typeof window !== 'undefined') window.setTimeout(() => get().dismiss(id), timeout);
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shorthand for code outside React components. */
export const toast: ToastState['toast'] = (input) => useToastStore.getState().toast(input);
