import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, LEAD_FORMS, LeadFormError, LeadFormFields, LeadFormHiddenFields, PrivacyNotice, site, theme, useLeadForm } from '@site/shared';
import { Launcher } from '../ui/floating';
import { WidgetPanel } from '../ui/widget-panel';
import { SiteLink } from '../ui/site-link';

export const CALLBACK_TEXT = {
  launcher: 'Bli uppringd',
  title: 'Vi ringer upp dig',
  promise: `Lämna namn och telefonnummer så ringer en av våra jurister upp dig inom ${site.promises.callbackMinutes} minuter`,
  submit: LEAD_FORMS['callback-request'].submit,
  submitting: 'Skickar...',
} as const;

const Body = styled.form`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1rem;
  overflow-y: auto;
  .promise { margin: 0; font-size: 0.9375rem; }
  .promise strong { color: ${theme.color.navy}; }
  button[type='submit']:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  ${PrivacyNotice} a { color: ${theme.color.blue}; }
`;

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The callback widget: name and phone, a call back within minutes (site.promises), cleared and closed on
 * success. The panel is a native popover opened by its launcher and its form a real post form,
 * so both work at first paint and with scripts off; once hydrated, the form sends through the
 * form hook and the widget follows the popover's own open state.
 */
export function CallbackWidget() {
  const [open, setOpen] = useState(false);
  const panelId = `callback-${useId().replace(/[^\w-]/g, '')}`;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);
  const form = useLeadForm({ formType: 'callback-request', onSuccess: () => hidePanel(panelRef.current) });

  // The browser opens and closes the popover (also before hydration); follow it.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const sync = () => setOpen(isOpen(panel));
    sync();
    panel.addEventListener('toggle', sync);
    return () => panel.removeEventListener('toggle', sync);
  }, []);

  useEffect(() => {
    // Into the first field on opening, unless the visitor is already in the panel: one who opened it
    // before the page woke up may be typing, and the caret stays under their fingers.
    if (open && !wasOpen.current && !panelRef.current?.contains(document.activeElement)) {
      panelRef.current?.querySelector<HTMLInputElement>('form input:not([type="hidden"])')?.focus();
    }
    if (!open && wasOpen.current) {
      // Back to the launcher when focus was in the panel, or was lost with it (a sent form's button).
      const active = document.activeElement;
      if (!active || active === document.body || panelRef.current?.contains(active)) launcherRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <Launcher
        ref={launcherRef}
        type="button"
        $side="left"
        // popovertarget gives the button its expanded state and the relation to the panel in the
        // accessibility tree by itself; aria-expanded beside it is invalid HTML (the Nu checker).
        popoverTarget={panelId}
        data-testid="callback-launcher"
      >
        <PhoneIcon />
        <span>{CALLBACK_TEXT.launcher}</span>
      </Launcher>
      <WidgetPanel
        id={panelId}
        popover
        panelRef={panelRef}
        side="left"
        title={CALLBACK_TEXT.title}
        closeLabel="Stäng"
        testId="callback-panel"
        onClose={() => hidePanel(panelRef.current)}
      >
        <Body {...form.formProps} aria-describedby={`${panelId}-promise`}>
          <p className="promise" id={`${panelId}-promise`}>
            {CALLBACK_TEXT.promise} <strong>({site.phoneHours.toLowerCase()})</strong>. De första {site.promises.freeMinutes} minuterna är kostnadsfria.
          </p>
          <LeadFormFields form={form} />
          <LeadFormHiddenFields form={form} />
          <LeadFormError error={form.error} />
          <Button type="submit" disabled={form.submitting} $block>
            {form.submitting ? CALLBACK_TEXT.submitting : CALLBACK_TEXT.submit}
          </Button>
          <PrivacyNotice>
            När du skickar behandlar vi dina uppgifter enligt vår <SiteLink to="/integritetspolicy">integritetspolicy</SiteLink>.
          </PrivacyNotice>
        </Body>
      </WidgetPanel>
    </>
  );
}

function isOpen(panel: HTMLElement): boolean {
  try {
    return panel.matches(':popover-open');
  } catch {
    return false; // a browser without the popover API
  }
}

function hidePanel(panel: HTMLElement | null): void {
  if (panel && isOpen(panel)) panel.hidePopover();
}
