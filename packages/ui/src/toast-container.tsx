import { useRef, type FocusEvent } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify/unstyled';
// The unstyled build and its stylesheet: the default build writes a <style> element, which the
// Content-Security-Policy (style-src 'self') refuses.
import 'react-toastify/ReactToastify.css';
import { useKeepMessages } from './reading-preferences.tsx';

/**
 * The react-toastify container, loaded with the first toast (see toasts.tsx). Toasts close after 5 s,
 * pause while the pointer is over them (react-toastify) and while keyboard focus is inside them
 * (DECISIONS 14, WCAG 2.2.1: react-toastify's pauseOnFocusLoss only covers the window losing focus),
 * can be dragged away at 80 % of their width, and stay until closed with "Keep messages on screen".
 */
export default function TesseraToastContainer({ autoCloseMs }: { autoCloseMs: number }) {
  const keep = useKeepMessages();
  const region = useRef<HTMLDivElement>(null);
  const focusInside = () => region.current?.contains(document.activeElement) ?? false;
  const hovered = () => region.current?.matches(':hover') ?? false;
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && region.current?.contains(next)) return;
    // Focus left the toasts: run again, unless the pointer still rests on them (hover keeps them paused).
    if (!hovered()) toast.play();
  };
  // react-toastify resumes a toast when the pointer leaves it and when its entry animation ends;
  // focus inside keeps it paused all the same.
  const keepPausedIfFocused = () => {
    setTimeout(() => {
      if (focusInside()) toast.pause();
    }, 0);
  };
  return (
    <div
      ref={region}
      className="ui-toast-region"
      onFocus={() => toast.pause()}
      onBlur={onBlur}
      onMouseLeave={keepPausedIfFocused}
      onAnimationEnd={keepPausedIfFocused}
    >
      <ToastContainer
        position="top-right"
        autoClose={keep ? false : autoCloseMs}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={80}
        closeOnClick={false}
        transition={Slide}
        theme="light"
      />
    </div>
  );
}
