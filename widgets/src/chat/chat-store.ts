import { create } from 'zustand';
import { createJSONStorage, invokeFunction, persist, toast } from '@site/shared';
import { trimConversation } from './chat-limits';

/** A suggestion the assistant offers ("Menar du …?", topics): a button that sends its message. */
export interface ChatChoice {
  label: string;
  message: string;
}

/** A chat message. */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  /** ISO time, so the conversation survives sessionStorage. */
  timestamp: string;
  /** The assistant's choices, shown as buttons under its latest reply. */
  choices?: ChatChoice[];
}

const MAX_CHOICES = 4;
const MAX_CHOICE_CHARS = 200;
const MAX_NOTICE_CHARS = 300;

/** The choices of a reply, when they are what legal-chat sends: at most four, each a short label and message. */
export function readChoices(value: unknown): ChatChoice[] {
  if (!Array.isArray(value)) return [];
  const choices: ChatChoice[] = [];
  for (const item of value.slice(0, MAX_CHOICES)) {
    const { label, message } = (item ?? {}) as Record<string, unknown>;
    if (typeof label !== 'string' || typeof message !== 'string') continue;
    if (!label.trim() || !message.trim() || label.length > MAX_CHOICE_CHARS || message.length > MAX_CHOICE_CHARS) continue;
    choices.push({ label: label.trim(), message: message.trim() });
  }
  return choices;
}

export const CHAT_TEXT = {
  title: 'Juridisk AI-assistent',
  greeting: 'Hej! Jag är en AI-assistent som hjälper dig med frågor om svensk juridik och granskning av avtal. Vad vill du veta?',
  errorTitle: 'Fel',
  errorDescription: 'Ett fel uppstod när meddelandet skickades. Försök igen.',
} as const;

export const CHAT_STORAGE_KEY = 'site-legal-chat';

let counter = 0;
function newId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

export function greetingMessage(): ChatMessage {
  return { id: 'greeting', content: CHAT_TEXT.greeting, isUser: false, timestamp: new Date().toISOString() };
}

export type SendResult = 'sent' | 'refused' | 'failed';

interface ChatState {
  messages: ChatMessage[];
  open: boolean;
  pending: boolean;
  /**
   * legal-chat's own words when it refused for too many requests (they say how long to wait and give the phone
   * number): the toast's fixed 'Försök igen' would fail again at once. Cleared by the next answer.
   */
  notice: string | null;
  setOpen: (open: boolean) => void;
  /**
   * Refuses blank text and a second question while a reply is pending; calls
   * legal-chat with the message and the most recent part of the conversation that fits its
   * bounds; a failure shows the 'Fel' toast (and, on a 429, legal-chat's words in the panel)
   * and takes the unanswered question back out of the log (the caller puts it back in the input).
   */
  send: (text: string) => Promise<SendResult>;
  /** Starts a new conversation. */
  clear: () => void;
}

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => ({
      messages: [greetingMessage()],
      open: false,
      pending: false,
      notice: null,
      setOpen: (open) => set({ open }),
      send: async (text) => {
        const content = text.trim();
        if (!content || get().pending) return 'refused';
        // Only the recent part that fits legal-chat's bounds (chat-limits.ts).
        const conversation = trimConversation(get().messages.map(({ content: c, isUser }) => ({ content: c, isUser })));
        const question: ChatMessage = { id: newId(), content, isUser: true, timestamp: new Date().toISOString() };
        set((state) => ({ messages: [...state.messages, question], pending: true }));
        let reply: string | null = null;
        let choices: ChatChoice[] = [];
        let notice: string | null = null;
        try {
          const result = await invokeFunction<{ reply?: string; choices?: unknown; error?: string }>('legal-chat', {
            message: content,
            conversation,
          });
          const { data, error } = result;
          if (!error && typeof data?.reply === 'string' && data.reply.trim()) {
            reply = data.reply;
            choices = readChoices(data.choices);
          } else if (result.status === 429 && result.fromServer && result.error) {
            notice = result.error.slice(0, MAX_NOTICE_CHARS);
          }
        } catch {
          reply = null;
        }
        if (reply === null) {
          set((state) => ({ messages: state.messages.filter((m) => m.id !== question.id), pending: false, notice }));
          toast({ title: CHAT_TEXT.errorTitle, description: CHAT_TEXT.errorDescription, variant: 'destructive' });
          return 'failed';
        }
        const answer: ChatMessage = { id: newId(), content: reply, isUser: false, timestamp: new Date().toISOString(), ...(choices.length ? { choices } : {}) };
        set((state) => ({ messages: [...state.messages, answer], pending: false, notice: null }));
        return 'sent';
      },
      clear: () => set({ messages: [greetingMessage()], pending: false, notice: null }),
    }),
    {
      // Survives full page loads within the visit (article links reload the page), not beyond it.
      name: CHAT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ messages: state.messages }),
    },
  ),
);
