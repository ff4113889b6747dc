import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnPressOutside } from './press-outside';

function Menu({ open, close }: { open: boolean; close: () => void }) {
  const area = useRef<HTMLDivElement>(null);
  useCloseOnPressOutside(area, open, close);
  return (
    <>
      <div ref={area}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

describe('a disclosure closes on a press outside it', () => {
  it('closes on a press outside, not on one inside', () => {
    const close = vi.fn();
    const { getByText } = render(<Menu open close={close} />);
    fireEvent.pointerDown(getByText('inside'));
    expect(close).not.toHaveBeenCalled();
    fireEvent.pointerDown(getByText('outside'));
    expect(close).toHaveBeenCalledOnce();
  });

  it('listens only while open', () => {
    const close = vi.fn();
    const { getByText } = render(<Menu open={false} close={close} />);
    fireEvent.pointerDown(getByText('outside'));
    expect(close).not.toHaveBeenCalled();
  });
});
