import { type FormEvent, useEffect, useRef, useState } from "react";
import { useBlocker, useNavigation } from "react-router";

/**
 * A form that is sent once and not left by accident: after a change (or from the start, `isGuardedFromStart`),
 * leaving inside the site asks `message` first,
 * and reloading or closing the tab asks the browser's own question. Submitting (and `leaveOnPurpose`, e.g. before
 * deleting) lets the visitor go; a new answer from the action (an error) lets the form be sent again.
 */
export function useFormGuard(message: string, { isGuardedFromStart = false }: { isGuardedFromStart?: boolean } = {}) {
  const navigation = useNavigation();
  const [isDirty, setIsDirty] = useState(isGuardedFromStart);
  const isLeavingOnPurpose = useRef(false);
  const hasSubmitted = useRef(false);

  // A new answer from the action (an error): the form may be sent again.
  useEffect(() => {
    if (navigation.state === "idle") {
      hasSubmitted.current = false;
      isLeavingOnPurpose.current = false;
    }
  }, [navigation.state]);

  // Leaving inside the site with unsaved changes asks first; so do reloads and closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isLeavingOnPurpose.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingOnPurpose.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  /** The form's submit handler: refuses a second submission, and one while `isWaiting` (uploads running). */
  function guardSubmit(event: FormEvent<HTMLFormElement>, isWaiting: boolean) {
    if (hasSubmitted.current || isWaiting) {
      event.preventDefault();
      return;
    }
    hasSubmitted.current = true;
    isLeavingOnPurpose.current = true;
  }

  return {
    markDirty: () => setIsDirty(true),
    guardSubmit,
    leaveOnPurpose: () => {
      isLeavingOnPurpose.current = true;
    },
  };
}
