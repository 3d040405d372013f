// Photo lightbox (SPEC §2 /photos, §4): enhances the server-rendered gallery links. A click on a
// photo opens a modal <dialog> with the image and its caption. It closes on the backdrop, on the
// close button and on Escape, but not on a click on the image; the left/right arrow keys (and the
// Previous/Next buttons) move through the photos of the same gallery. The native modal dialog makes
// the rest of the page inert (focus stays inside); on close, focus returns to the photo shown last.
import { useCallback, useEffect, useRef, useState, type MouseEvent, type KeyboardEvent } from 'react';
import './lightbox.css';

export interface LightboxPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

interface Props {
  galleries: Record<string, LightboxPhoto[]>;
}

interface Selection {
  gallery: string;
  index: number;
}

function triggerFor({ gallery, index }: Selection): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `a[data-lightbox-gallery="${CSS.escape(gallery)}"][data-lightbox-index="${index}"]`,
  );
}

export default function Lightbox({ galleries }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [selected, setSelected] = useState<Selection | null>(null);
  const lastShown = useRef<Selection | null>(null);

  // One delegated listener for every gallery link on the page.
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-lightbox-gallery]');
      if (!link) return;
      const gallery = link.dataset.lightboxGallery ?? '';
      const index = Number(link.dataset.lightboxIndex);
      if (!galleries[gallery]?.[index]) return;
      event.preventDefault();
      setSelected({ gallery, index });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [galleries]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (selected) {
      lastShown.current = selected;
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) {
      dialog.close();
    }
  }, [selected]);

  // Fired for every way of closing (button, backdrop, Escape): put focus back on the photo.
  const onClose = useCallback(() => {
    setSelected(null);
    if (lastShown.current) triggerFor(lastShown.current)?.focus();
  }, []);

  const photos = selected ? (galleries[selected.gallery] ?? []) : [];
  const photo = selected ? photos[selected.index] : undefined;

  const move = useCallback(
    (step: number) => {
      setSelected((current) => {
        if (!current) return current;
        const count = galleries[current.gallery]?.length ?? 0;
        if (count === 0) return current;
        return { gallery: current.gallery, index: (current.index + step + count) % count };
      });
    },
    [galleries],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      // The modal dialog makes the page inert, but Tab past the last button would leave for the
      // browser's own UI; wrap around inside the dialog instead.
      const focusables = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };

  // The dialog fills the viewport; a click that lands on the dialog itself or on the stage around
  // the figure is a click on the backdrop. The image and caption are not.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target === dialogRef.current || target.dataset.backdrop === 'true') dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={photo ? photo.caption : 'Photo viewer'}
      onClose={onClose}
      onClick={onDialogClick}
      onKeyDown={onKeyDown}
    >
      {photo && selected && (
        <div className="lightbox__stage" data-backdrop="true">
          <button type="button" className="lightbox__close" onClick={() => dialogRef.current?.close()} aria-label="Close photo">
            <span aria-hidden="true">×</span>
          </button>
          {photos.length > 1 && (
            <button type="button" className="lightbox__nav lightbox__nav--prev" onClick={() => move(-1)} aria-label="Previous photo">
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <figure className="lightbox__figure">
            <img src={photo.src} width={photo.width} height={photo.height} alt={photo.alt} />
            <figcaption>
              {photo.caption}
              <span className="lightbox__count">
                {' '}
                ({selected.index + 1} of {photos.length})
              </span>
            </figcaption>
          </figure>
          {photos.length > 1 && (
            <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => move(1)} aria-label="Next photo">
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
      )}
    </dialog>
  );
}
