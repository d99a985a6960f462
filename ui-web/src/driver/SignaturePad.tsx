import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A signature drawn with a finger; `onChange` gets a PNG data URL, or null once cleared. */
export function SignaturePad({ onChange }: { onChange: (dataUrl: string | null) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = element.clientWidth * ratio;
    element.height = element.clientHeight * ratio;
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#000';
  }, []);
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  return (
    <div className="drv-signature">
      <canvas
        ref={canvas}
        aria-label={t('driverApp.signHere')}
        data-testid="signature-pad"
        onPointerDown={(event) => {
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          context.beginPath();
          context.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d');
          const { x, y } = point(event);
          context?.lineTo(x, y);
          context?.stroke();
        }}
        onPointerUp={(event) => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(event.currentTarget.toDataURL('image/png'));
        }}
      />
      <span className="drv-signature-hint" aria-hidden="true">
        {t('driverApp.signHere')}
      </span>
      <button
        type="button"
        className="drv-button secondary"
        onClick={() => {
          const element = canvas.current;
          element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
          onChange(null);
        }}
      >
        {t('driverApp.clearSignature')}
      </button>
    </div>
  );
}
