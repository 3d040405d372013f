// The camera scanner of /admin/check-in: the phone's back camera in a <video>, a frame every 200 ms
// read by ZXing (zxing-wasm: ZXing-C++ compiled to WebAssembly, ~1 MB of .wasm served from our own
// origin, loaded only by this screen). Each QR code read is handed to `onCode`; the screen decides
// what it means. Started by a tap (browsers ask for the camera on a user gesture).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// Never the library's default CDN: the .wasm is one of our own build's files.
prepareZXingModule({ overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) } });

const frameIntervalMs = 200;
/** Frames are scaled down to this width before reading: plenty for a QR code held up to the phone. */
const readWidth = 800;

type CameraState = 'off' | 'starting' | 'on' | 'failed';

function cameraProblem(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'The camera is not allowed for this page. Allow it in the browser settings, or find the registrant by name below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device. Find the registrant by name below.';
  if (!navigator.mediaDevices?.getUserMedia) return 'This browser cannot use the camera here (it needs https). Find the registrant by name below.';
  return 'The camera could not start. Try again, or find the registrant by name below.';
}

export default function Scanner({ onCode }: { onCode: (text: string) => void }) {
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<string | null>(null);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  async function start() {
    setState('starting');
    setProblem(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      streamRef.current = stream;
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play();
      setState('on');
    } catch (error) {
      stop();
      setProblem(cameraProblem(error));
      setState('failed');
    }
  }

  function turnOff() {
    stop();
    setState('off');
  }

  // Read frames while the camera is on; one read at a time.
  useEffect(() => {
    if (state !== 'on') return;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const tick = async () => {
      const video = videoRef.current;
      if (ended || !video || !context) return;
      if (video.videoWidth > 0) {
        const scale = Math.min(1, readWidth / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        try {
          const [found] = await readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
          if (!ended && found?.isValid && found.text) onCodeRef.current(found.text);
        } catch {
          if (ended) return;
          stop();
          setProblem('The code reader could not load. Reload the page, or find the registrant by name below.');
          setState('failed');
          return;
        }
      }
      if (!ended) timer = setTimeout(tick, frameIntervalMs);
    };
    void tick();
    return () => {
      ended = true;
      clearTimeout(timer);
    };
  }, [state, stop]);

  useEffect(() => stop, [stop]);

  const on = state === 'on' || state === 'starting';
  return (
    <div className="check-in-scanner">
      <div className={`check-in-scanner__frame${on ? ' check-in-scanner__frame--on' : ''}`}>
        {/* Muted and inline: phones only autoplay a video that is both. */}
        <video ref={videoRef} className="check-in-scanner__video" muted playsInline aria-label="Camera view for scanning check-in codes" />
        {!on ? <p className="check-in-scanner__idle">Camera off</p> : null}
      </div>
      <p id={`${id}-hint`} className="check-in-scanner__hint">
        {state === 'on' ? 'Hold the registrant’s QR code in front of the camera.' : 'The code is in the registrant’s confirmation e-mail.'}
      </p>
      {problem ? (
        <p className="check-in-scanner__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {on ? (
        <button type="button" className="admin-button admin-button--outline" onClick={turnOff} aria-describedby={`${id}-hint`}>
          Stop camera
        </button>
      ) : (
        <button type="button" className="admin-button admin-button--gold" onClick={() => void start()} aria-describedby={`${id}-hint`}>
          Start camera
        </button>
      )}
    </div>
  );
}
