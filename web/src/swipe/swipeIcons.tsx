// The swipe screen's line icons, in the shell's icon frame, a size larger. They ignore the pointer so
// gestures always land on the card (react-tinder-card reads the touched element's class as a string).
import { Icon, type IconProps } from '../shell/icons.tsx';

function SwipeIcon({ size = 24, style, ...props }: IconProps) {
  return <Icon size={size} style={{ pointerEvents: 'none', ...style }} {...props} />;
}

export const HeartIcon = (props: IconProps) => (
  <SwipeIcon {...props}>
    <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5C19 15.6 12 20 12 20z" />
  </SwipeIcon>
);

export const StarIcon = (props: IconProps) => (
  <SwipeIcon {...props}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </SwipeIcon>
);

export const CrossIcon = (props: IconProps) => (
  <SwipeIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </SwipeIcon>
);

export const UndoIcon = (props: IconProps) => (
  <SwipeIcon {...props}>
    <path d="M9 14L4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </SwipeIcon>
);

export const MapIcon = (props: IconProps) => (
  <SwipeIcon {...props}>
    <path d="M12 21s-6-5.3-6-10.5a6 6 0 0 1 12 0C18 15.7 12 21 12 21z" />
    <circle cx="12" cy="10.5" r="2.2" />
  </SwipeIcon>
);

export const InfoIcon = (props: IconProps) => (
  <SwipeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </SwipeIcon>
);
