import type { LucideIcon } from 'lucide-react';
import styled from 'styled-components';

/**
 * The site's icon set: lucide-react, named one by one so each bundle keeps only what it draws.
 * Add an icon here (not an SVG path in a component) when a screen needs it.
 */
export {
  ArrowLeftRight,
  Bell,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CircleUser,
  Copy,
  Dices,
  Eye,
  EyeOff,
  Flame,
  Gamepad2,
  Gift,
  Heart,
  House,
  Inbox,
  Info,
  LogOut,
  Menu,
  Pause,
  Play,
  Search,
  Settings,
  Sparkles,
  Ticket,
  TriangleAlert,
  Trophy,
  Wallet,
  X,
} from 'lucide-react';
export type { LucideIcon as IconComponent } from 'lucide-react';

export interface IconProps {
  icon: LucideIcon;
  /** An icon that says something on its own is named; a decorative one beside text is not. */
  label?: string;
  size?: 'sm' | 'md';
}

const Frame = styled.span<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  flex: none;

  svg {
    inline-size: ${({ theme, $size }) => ($size === 'sm' ? theme.size.iconSm : theme.size.icon)};
    block-size: ${({ theme, $size }) => ($size === 'sm' ? theme.size.iconSm : theme.size.icon)};
  }
`;

/** An icon at the theme's size, in the text colour; hidden from screen readers unless labelled. */
export function Icon({ icon: Glyph, label, size = 'md' }: IconProps) {
  return (
    <Frame $size={size} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <Glyph aria-hidden focusable={false} />
    </Frame>
  );
}
