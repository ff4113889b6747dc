import { Gamepad2 } from 'lucide-react';
import styled from 'styled-components';

const Frame = styled.span`
  display: grid;
  place-items: center;
  inline-size: 100%;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    inline-size: 40%;
    block-size: 40%;
  }
`;

/** Spec §8: the default game icon, shown where a game's own image failed (decorative beside the game's name). */
export function DefaultGameIcon({ label }: { label: string }) {
  return (
    <Frame role={label ? 'img' : undefined} aria-label={label || undefined} aria-hidden={label ? undefined : true} data-default-icon="">
      <Gamepad2 aria-hidden="true" />
    </Frame>
  );
}
