import { useRef, useState } from 'react';
import styled from 'styled-components';
import { SiteDialog, formatSwedishDay, keepFocusOnPage, theme, type ConsentPreferences } from '@site/shared';
import { SiteLink } from '../ui/site-link';
import { SwitchRow } from '../ui/switch';
import { ChoiceButton } from './choice-button';
import { CONSENT_TEXT as T } from './consent-texts';

// The content of the settings; the frame (modal, focus, Escape, close button) is the site's dialog.
// The dialog's full width (40rem) keeps the three choices on one row from 640 px.
const Settings = styled(SiteDialog)`
  .description { margin: 0 0 0.5rem; color: ${theme.color.muted}; }
  .notice {
    margin: 0.75rem 0 0; padding: 0.75rem 1rem; border-left: 4px solid ${theme.color.gold};
    background: ${theme.color.goldSurface}; font-size: 0.9375rem;
  }
  .info {
    margin-top: 1rem; padding: 1rem; border-radius: ${theme.radius.md};
    background: ${theme.color.surface}; font-size: 0.9375rem;
  }
  .info h3 { margin: 0 0 0.25rem; font-size: 1rem; color: ${theme.color.navy}; }
  .info p { margin: 0; }
  .info a { color: ${theme.color.blue}; font-weight: 600; }
  .saved { margin: 0.75rem 0 0; font-size: 0.875rem; color: ${theme.color.muted}; }
  .actions { margin-top: 1.25rem; display: grid; grid-template-columns: 1fr; gap: 0.5rem; }
  ${theme.media.sm} { .actions { grid-template-columns: repeat(3, 1fr); } }
`;

interface CookieSettingsDialogProps {
  /** The applied preferences; the dialog edits a draft of them. */
  preferences: ConsentPreferences;
  consentedAt: string | null;
  gpc: boolean;
  onSave: (draft: ConsentPreferences) => void;
  onRejectAll: () => void;
  onAcceptAll: () => void;
  onClose: () => void;
}

/** The settings dialog, a modal; Escape or a click beside it closes it without saving. */
export function CookieSettingsDialog(props: CookieSettingsDialogProps) {
  const { preferences, consentedAt, gpc, onSave, onRejectAll, onAcceptAll, onClose } = props;
  const [draft, setDraft] = useState<ConsentPreferences>(preferences);
  const dialogRef = useRef<HTMLDialogElement>(null);

  /**
   * Closes the native dialog first (the browser returns focus at once), then saves the choice.
   * The choice also closes the banner that may have opened the dialog, and unmounts the dialog
   * before its close event: so focus is checked once the page has rendered.
   */
  const closeThen = (action: () => void) => () => {
    const dialog = dialogRef.current;
    const root = dialog?.getRootNode() as Document | ShadowRoot | undefined;
    if (dialog?.open) dialog.close();
    action();
    if (root) requestAnimationFrame(() => keepFocusOnPage(root));
  };

  return (
    <Settings
      id="cookie-settings"
      title={T.dialogTitle}
      closeLabel={T.close}
      describedBy="cookie-settings-description"
      testId="cookie-settings"
      open
      onClose={onClose}
      dialogRef={dialogRef}
    >
      <p className="description" id="cookie-settings-description">
        {T.dialogDescription}
      </p>
      {gpc ? <p className="notice">{T.gpcNotice}</p> : null}

      <SwitchRow label={T.necessary} description={T.necessaryDescription} badge={T.required} checked disabled />
      <SwitchRow
        label={T.analytics}
        description={T.analyticsDescription}
        checked={draft.analytics}
        onChange={(analytics) => setDraft((current) => ({ ...current, analytics }))}
      />
      <SwitchRow
        label={T.marketing}
        description={T.marketingDescription}
        checked={draft.marketing}
        onChange={(marketing) => setDraft((current) => ({ ...current, marketing }))}
      />

      <section className="info" aria-labelledby="cookie-info-heading">
        <h3 id="cookie-info-heading">{T.infoHeading}</h3>
        <p>
          {T.infoBody}{' '}
          <SiteLink to="/integritetspolicy" onClick={() => dialogRef.current?.close()}>
            {T.policyLink}
          </SiteLink>
          . {T.infoAnd}{' '}
          <SiteLink to="/anvandarvillkor" onClick={() => dialogRef.current?.close()}>
            {T.termsLink}
          </SiteLink>
          .
        </p>
      </section>
      {consentedAt ? (
        <p className="saved">
          {T.savedAt} {formatSwedishDay(consentedAt)}.
        </p>
      ) : null}

      <div className="actions">
        <ChoiceButton type="button" $kind="choice" onClick={closeThen(onRejectAll)}>
          {T.rejectAll}
        </ChoiceButton>
        <ChoiceButton type="button" $kind="outline" onClick={closeThen(() => onSave(draft))}>
          {T.save}
        </ChoiceButton>
        <ChoiceButton type="button" $kind="choice" onClick={closeThen(onAcceptAll)}>
          {T.acceptAll}
        </ChoiceButton>
      </div>
    </Settings>
  );
}
