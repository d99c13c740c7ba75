import * as React from "react";
import { PLATFORM_URL } from "../../config";
import { usePanels } from "../layout/PanelContext";
import { LoginForm } from "../auth/LoginForm";
import { SignupForm } from "../auth/SignupForm";
import { ProfileContent } from "./ProfileContent";
import type { AsyncState } from "../../hooks/use-async";
import type { EventSummary } from "../../lib/event-summary";
import { SlidePanel } from "./SlidePanel";
import { useMessages } from "../../i18n/LocaleContext";

/** The profile, login and sign-up panels: one PanelContext value, so one at a time (§4). */
export default function ProfilePanels({
  summary,
  newEvents,
}: {
  summary: AsyncState<EventSummary[]>;
  newEvents: number | null;
}) {
  const { account: t, auth } = useMessages();
  const { open, setOpen } = usePanels();
  const close = React.useCallback(() => setOpen(null), [setOpen]);
  return (
    <>
      <SlidePanel open={open === "profile"} onClose={close} label={t.title}>
        <ProfileContent summary={summary} newEvents={newEvents} />
      </SlidePanel>
      <SlidePanel open={open === "login"} onClose={close} label={t.login}>
        <LoginForm
          headingLevel={2}
          onSuccess={() => window.location.assign(PLATFORM_URL)}
          onSignup={() => setOpen("signup")}
        />
      </SlidePanel>
      <SlidePanel open={open === "signup"} onClose={close} label={auth.signupPage.title}>
        <SignupForm headingLevel={2} onDone={close} />
      </SlidePanel>
    </>
  );
}
