import { Slide, ToastContainer } from 'react-toastify';
import { useKeepMessages } from './reading-preferences.tsx';

/** The react-toastify container, loaded with the first toast (see toasts.tsx). */
export default function TesseraToastContainer({ autoCloseMs }: { autoCloseMs: number }) {
  const keep = useKeepMessages();
  return (
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
  );
}
